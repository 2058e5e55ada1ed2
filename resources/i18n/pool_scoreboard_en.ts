<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
  <context>
    <name>BallButton</name>
    <message>
      <source>Cue ball</source>
      <extracomment>Colour of the selection ring; the ring and the check badge carry the meaning, not the hue.</extracomment>
      <translation>Cue ball</translation>
    </message>
    <message>
      <source>Ball {0}</source>
      <translation>Ball {0}</translation>
    </message>
    <message>
      <source>{0}: already pocketed</source>
      <translation>{0}: already pocketed</translation>
    </message>
    <message>
      <source>{0}: pocketed on this shot (click to undo)</source>
      <translation>{0}: pocketed on this shot (click to undo)</translation>
    </message>
    <message>
      <source>{0}: on the table (click if pocketed on this shot)</source>
      <translation>{0}: on the table (click if pocketed on this shot)</translation>
    </message>
  </context>
  <context>
    <name>PocketButton</name>
    <message>
      <source>Foot left</source>
      <extracomment>Where each pocket sits on the cloth, as (column, row) with 0, 0.5, 1 across and down, and on which side of the pocket its label goes (towards the middle of the table). Pockets in reading order (top to bottom, left to right), also the keyboard order.</extracomment>
      <translation>Foot left</translation>
    </message>
    <message>
      <source>Foot right</source>
      <translation>Foot right</translation>
    </message>
    <message>
      <source>Side left</source>
      <translation>Side left</translation>
    </message>
    <message>
      <source>Side right</source>
      <translation>Side right</translation>
    </message>
    <message>
      <source>Head left</source>
      <translation>Head left</translation>
    </message>
    <message>
      <source>Head right</source>
      <translation>Head right</translation>
    </message>
    <message>
      <source>{0} pocket</source>
      <translation>{0} pocket</translation>
    </message>
    <message>
      <source>{0} pocket (key {1})</source>
      <translation>{0} pocket (key {1})</translation>
    </message>
    <message>
      <source>Selected</source>
      <translation>Selected</translation>
    </message>
  </context>
  <context>
    <name>PocketPad</name>
    <message>
      <source>Pockets</source>
      <extracomment>Height over width of the cloth is kept within these bounds (a real table is 2).</extracomment>
      <translation>Pockets</translation>
    </message>
  </context>
  <context>
    <name>RackWidget</name>
    <message>
      <source>Balls</source>
      <extracomment>Largest and smallest ball button, and the size below which one row becomes two.</extracomment>
      <translation>Balls</translation>
    </message>
    <message>
      <source>Click the balls pocketed on this shot</source>
      <translation>Click the balls pocketed on this shot</translation>
    </message>
  </context>
  <context>
    <name>SoundPlayer</name>
    <message>
      <source>Sound is off: the audio library could not be loaded (%1).</source>
      <translation>Sound is off: the audio library could not be loaded (%1).</translation>
    </message>
    <message>
      <source>Sound is off: no audio output device was found.</source>
      <translation>Sound is off: no audio output device was found.</translation>
    </message>
    <message>
      <source>Sound is off: %1</source>
      <translation>Sound is off: %1</translation>
    </message>
  </context>
  <context>
    <name>Texts</name>
    <message>
      <source>Wrong ball first</source>
      <translation>Wrong ball first</translation>
    </message>
    <message>
      <source>No rail after contact</source>
      <translation>No rail after contact</translation>
    </message>
    <message>
      <source>Touched ball</source>
      <translation>Touched ball</translation>
    </message>
    <message>
      <source>Double hit</source>
      <translation>Double hit</translation>
    </message>
    <message>
      <source>Push shot</source>
      <translation>Push shot</translation>
    </message>
    <message>
      <source>No foot on the floor</source>
      <translation>No foot on the floor</translation>
    </message>
    <message>
      <source>Shot while balls moving</source>
      <translation>Shot while balls moving</translation>
    </message>
    <message>
      <source>Bad cue ball placement</source>
      <translation>Bad cue ball placement</translation>
    </message>
    <message>
      <source>Shot at a ball behind the head string</source>
      <translation>Shot at a ball behind the head string</translation>
    </message>
    <message>
      <source>Cue or chalk left on the table</source>
      <translation>Cue or chalk left on the table</translation>
    </message>
    <message>
      <source>Played out of turn</source>
      <translation>Played out of turn</translation>
    </message>
    <message>
      <source>Slow play (shot clock expired)</source>
      <translation>Slow play (shot clock expired)</translation>
    </message>
    <message>
      <source>Unsportsmanlike conduct</source>
      <translation>Unsportsmanlike conduct</translation>
    </message>
    <message>
      <source>Scratch</source>
      <translation>Scratch</translation>
    </message>
    <message>
      <source>Cue ball off the table</source>
      <translation>Cue ball off the table</translation>
    </message>
    <message>
      <source>Object ball off the table</source>
      <translation>Object ball off the table</translation>
    </message>
    <message>
      <source>Illegal break</source>
      <translation>Illegal break</translation>
    </message>
    <message>
      <source>Breaking foul</source>
      <translation>Breaking foul</translation>
    </message>
    <message>
      <source>Group not declared</source>
      <translation>Group not declared</translation>
    </message>
    <message>
      <source>Legal break</source>
      <translation>Legal break</translation>
    </message>
    <message>
      <source>Dry break: nothing pocketed</source>
      <translation>Dry break: nothing pocketed</translation>
    </message>
    <message>
      <source>Ball pocketed: the shooter continues</source>
      <translation>Ball pocketed: the shooter continues</translation>
    </message>
    <message>
      <source>Miss: the turn passes</source>
      <translation>Miss: the turn passes</translation>
    </message>
    <message>
      <source>Called ball not made as called: the turn passes</source>
      <translation>Called ball not made as called: the turn passes</translation>
    </message>
    <message>
      <source>Safety: the turn passes</source>
      <translation>Safety: the turn passes</translation>
    </message>
    <message>
      <source>Push out</source>
      <translation>Push out</translation>
    </message>
    <message>
      <source>Foul</source>
      <translation>Foul</translation>
    </message>
    <message>
      <source>Three consecutive fouls</source>
      <translation>Three consecutive fouls</translation>
    </message>
    <message>
      <source>Warning: on two fouls</source>
      <translation>Warning: on two fouls</translation>
    </message>
    <message>
      <source>Group assigned</source>
      <translation>Group assigned</translation>
    </message>
    <message>
      <source>The table is open</source>
      <translation>The table is open</translation>
    </message>
    <message>
      <source>8 pocketed on the break</source>
      <translation>8 pocketed on the break</translation>
    </message>
    <message>
      <source>8 pocketed on the break with a scratch</source>
      <translation>8 pocketed on the break with a scratch</translation>
    </message>
    <message>
      <source>Game ball made</source>
      <translation>Game ball made</translation>
    </message>
    <message>
      <source>Game ball made on the break</source>
      <translation>Game ball made on the break</translation>
    </message>
    <message>
      <source>Game ball spotted</source>
      <translation>Game ball spotted</translation>
    </message>
    <message>
      <source>8 pocketed before the group was cleared</source>
      <translation>8 pocketed before the group was cleared</translation>
    </message>
    <message>
      <source>8 pocketed with the last group ball</source>
      <translation>8 pocketed with the last group ball</translation>
    </message>
    <message>
      <source>8 pocketed in a pocket not called</source>
      <translation>8 pocketed in a pocket not called</translation>
    </message>
    <message>
      <source>8 pocketed without calling its pocket</source>
      <translation>8 pocketed without calling its pocket</translation>
    </message>
    <message>
      <source>8 driven off the table</source>
      <translation>8 driven off the table</translation>
    </message>
    <message>
      <source>8 pocketed on a foul</source>
      <translation>8 pocketed on a foul</translation>
    </message>
    <message>
      <source>8 and the cue ball pocketed on the same shot</source>
      <translation>8 and the cue ball pocketed on the same shot</translation>
    </message>
    <message>
      <source>Scratch while shooting at the 8</source>
      <translation>Scratch while shooting at the 8</translation>
    </message>
    <message>
      <source>Balls spotted</source>
      <translation>Balls spotted</translation>
    </message>
    <message>
      <source>Pocketed balls stay down</source>
      <translation>Pocketed balls stay down</translation>
    </message>
    <message>
      <source>Re-rack</source>
      <translation>Re-rack</translation>
    </message>
    <message>
      <source>Choice made</source>
      <translation>Choice made</translation>
    </message>
    <message>
      <source>Conceded</source>
      <translation>Conceded</translation>
    </message>
    <message>
      <source>Points scored</source>
      <translation>Points scored</translation>
    </message>
    <message>
      <source>Ball in hand</source>
      <translation>Ball in hand</translation>
    </message>
    <message>
      <source>Opponent's ball off the table stays off</source>
      <translation>Opponent's ball off the table stays off</translation>
    </message>
    <message>
      <source>Accept the table and shoot</source>
      <translation>Accept the table and shoot</translation>
    </message>
    <message>
      <source>Hand the table back</source>
      <translation>Hand the table back</translation>
    </message>
    <message>
      <source>Re-rack and break</source>
      <translation>Re-rack and break</translation>
    </message>
    <message>
      <source>Breaker breaks again</source>
      <translation>Breaker breaks again</translation>
    </message>
    <message>
      <source>Spot the 8 and continue</source>
      <translation>Spot the 8 and continue</translation>
    </message>
    <message>
      <source>Spot the 8, ball in hand in the kitchen</source>
      <translation>Spot the 8, ball in hand in the kitchen</translation>
    </message>
    <message>
      <source>Ball in hand in the kitchen</source>
      <translation>Ball in hand in the kitchen</translation>
    </message>
    <message>
      <source>Break again myself</source>
      <translation>Break again myself</translation>
    </message>
    <message>
      <source>Remove own balls to equalise</source>
      <translation>Remove own balls to equalise</translation>
    </message>
    <message>
      <source>Do not equalise</source>
      <translation>Do not equalise</translation>
    </message>
    <message>
      <source>Game ball on the break</source>
      <translation>Game ball on the break</translation>
    </message>
    <message>
      <source>Opponent lost the rack</source>
      <translation>Opponent lost the rack</translation>
    </message>
    <message>
      <source>Target score reached</source>
      <translation>Target score reached</translation>
    </message>
    <message>
      <source>Referee's penalty</source>
      <translation>Referee's penalty</translation>
    </message>
    <message>
      <source>No ball in hand</source>
      <translation>No ball in hand</translation>
    </message>
    <message>
      <source>Ball in hand anywhere</source>
      <translation>Ball in hand anywhere</translation>
    </message>
    <message>
      <source>Ball in hand behind the head string</source>
      <translation>Ball in hand behind the head string</translation>
    </message>
    <message>
      <source>No direct shot at balls behind the head string</source>
      <translation>No direct shot at balls behind the head string</translation>
    </message>
    <message>
      <source>No push out</source>
      <translation>No push out</translation>
    </message>
    <message>
      <source>Cue ball on the head spot</source>
      <translation>Cue ball on the head spot</translation>
    </message>
    <message>
      <source>15th ball on the head spot</source>
      <translation>15th ball on the head spot</translation>
    </message>
    <message>
      <source>Opening break rules apply</source>
      <translation>Opening break rules apply</translation>
    </message>
    <message>
      <source>May spot own ball nearest the head string</source>
      <translation>May spot own ball nearest the head string</translation>
    </message>
    <message>
      <source>Foot left</source>
      <translation>Foot left</translation>
    </message>
    <message>
      <source>Foot right</source>
      <translation>Foot right</translation>
    </message>
    <message>
      <source>Side left</source>
      <translation>Side left</translation>
    </message>
    <message>
      <source>Side right</source>
      <translation>Side right</translation>
    </message>
    <message>
      <source>Head left</source>
      <translation>Head left</translation>
    </message>
    <message>
      <source>Head right</source>
      <translation>Head right</translation>
    </message>
    <message>
      <source>Solids</source>
      <translation>Solids</translation>
    </message>
    <message>
      <source>Stripes</source>
      <translation>Stripes</translation>
    </message>
    <message>
      <source>Cue ball stayed on the table</source>
      <translation>Cue ball stayed on the table</translation>
    </message>
    <message>
      <source>Eight-ball</source>
      <translation>Eight-ball</translation>
    </message>
    <message>
      <source>Nine-ball</source>
      <translation>Nine-ball</translation>
    </message>
    <message>
      <source>Ten-ball</source>
      <translation>Ten-ball</translation>
    </message>
    <message>
      <source>Straight pool 14.1</source>
      <translation>Straight pool 14.1</translation>
    </message>
    <message>
      <source>WPA</source>
      <translation>WPA</translation>
    </message>
    <message>
      <source>Spanish federation (RFEB)</source>
      <translation>Spanish federation (RFEB)</translation>
    </message>
    <message>
      <source>Argentine rules</source>
      <translation>Argentine rules</translation>
    </message>
    <message>
      <source>That entry is not possible now.</source>
      <translation>That entry is not possible now.</translation>
    </message>
    <message>
      <source>That ball is not on the table.</source>
      <translation>That ball is not on the table.</translation>
    </message>
    <message>
      <source>A ball cannot be pocketed twice.</source>
      <translation>A ball cannot be pocketed twice.</translation>
    </message>
    <message>
      <source>There is no such ball in this game.</source>
      <translation>There is no such ball in this game.</translation>
    </message>
    <message>
      <source>The called ball is not on the table.</source>
      <translation>The called ball is not on the table.</translation>
    </message>
    <message>
      <source>A push out is not allowed on this shot.</source>
      <translation>A push out is not allowed on this shot.</translation>
    </message>
    <message>
      <source>A safety cannot be called on this shot.</source>
      <translation>A safety cannot be called on this shot.</translation>
    </message>
    <message>
      <source>This shot needs a call: ball and pocket, or safety.</source>
      <translation>This shot needs a call: ball and pocket, or safety.</translation>
    </message>
    <message>
      <source>Answer the pending choice first.</source>
      <translation>Answer the pending choice first.</translation>
    </message>
    <message>
      <source>There is no choice to answer.</source>
      <translation>There is no choice to answer.</translation>
    </message>
    <message>
      <source>That option is not offered.</source>
      <translation>That option is not offered.</translation>
    </message>
    <message>
      <source>The rack is over.</source>
      <translation>The rack is over.</translation>
    </message>
    <message>
      <source>Nothing to undo.</source>
      <translation>Nothing to undo.</translation>
    </message>
    <message>
      <source>These facts contradict each other.</source>
      <translation>These facts contradict each other.</translation>
    </message>
    <message>
      <source>Unknown discipline or ruleset.</source>
      <translation>Unknown discipline or ruleset.</translation>
    </message>
  </context>
</TS>
