<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>BallButton</name>
    <message>
        <source>Cue ball</source>
        <extracomment>Colour of the selection ring; the ring and the check badge carry the meaning, not the hue.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: already pocketed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: pocketed on this shot (click to undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: on the table (click if pocketed on this shot)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PocketButton</name>
    <message>
        <source>Foot left</source>
        <extracomment>Where each pocket sits on the cloth, as (column, row) with 0, 0.5, 1 across and down, and on which side of the pocket its label goes (towards the middle of the table). Pockets in reading order (top to bottom, left to right), also the keyboard order.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} pocket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} pocket (key {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PocketPad</name>
    <message>
        <source>Pockets</source>
        <extracomment>Height over width of the cloth is kept within these bounds (a real table is 2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackWidget</name>
    <message>
        <source>Balls</source>
        <extracomment>Largest and smallest ball button, and the size below which one row becomes two.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the balls pocketed on this shot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SoundPlayer</name>
    <message>
        <source>Sound is off: the audio library could not be loaded (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound is off: no audio output device was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound is off: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Wrong ball first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rail after contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touched ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No foot on the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot while balls moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad cue ball placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot at a ball behind the head string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cue or chalk left on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played out of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow play (shot clock expired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsportsmanlike conduct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scratch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cue ball off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object ball off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illegal break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaking foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group not declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry break: nothing pocketed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball pocketed: the shooter continues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miss: the turn passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called ball not made as called: the turn passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety: the turn passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three consecutive fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: on two fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 pocketed on the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 pocketed on the break with a scratch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ball made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ball made on the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ball spotted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 pocketed before the group was cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 pocketed with the last group ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 pocketed in a pocket not called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 pocketed without calling its pocket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 driven off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 pocketed on a foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 and the cue ball pocketed on the same shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scratch while shooting at the 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls spotted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocketed balls stay down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent&apos;s ball off the table stays off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the table and shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand the table back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-rack and break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaker breaks again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot the 8 and continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot the 8, ball in hand in the kitchen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball in hand in the kitchen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break again myself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove own balls to equalise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not equalise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ball on the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent lost the rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target score reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee&apos;s penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ball in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball in hand anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball in hand behind the head string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No direct shot at balls behind the head string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No push out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cue ball on the head spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15th ball on the head spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening break rules apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May spot own ball nearest the head string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stripes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cue ball stayed on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight-ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine-ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten-ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight pool 14.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WPA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish federation (RFEB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Argentine rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That entry is not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That ball is not on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ball cannot be pocketed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such ball in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The called ball is not on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A push out is not allowed on this shot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A safety cannot be called on this shot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This shot needs a call: ball and pocket, or safety.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the pending choice first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no choice to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That option is not offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rack is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These facts contradict each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown discipline or ruleset.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
