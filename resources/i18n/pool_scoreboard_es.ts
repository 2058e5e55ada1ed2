<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message>
        <source>%1 wins the rack: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1 is on two fouls; a third foul loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>foul: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concedes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>safety</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>called %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ball made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Pool Scoreboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool Scoreboard %1
Scoreboard and referee for pocket billiards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No extension left for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shot clock is not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 · sets %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1 is on two fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extensions %1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MATCH BALL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HILL-HILL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <name>ClockDialog</name>
    <message>
        <source>Shot clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Different time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warn at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count down the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for a shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First shot after the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extensions per player and rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee&apos;s warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audible countdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the clock by itself after each shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose “Custom” to change the times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An extension needs some seconds, or set the extensions to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That value is not possible for a shot clock.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>Start/pause [T]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset [R]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extension [E]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot clock off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · extensions %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the lag: who won it and whether they break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses (%2):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyHelp</name>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 … 9, 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball made (0 = 10; 1 then 1…5 = 11…15)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q W / A S / Z X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocket: foot left/right, side left/right, head left/right — records the shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the shot (nothing marked = miss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scratch — records the shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cue ball off the table — records the shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul menu — the chosen foul records the shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety — records the shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push out — records the shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ball clicked went off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L / K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break with nothing made: legal / too few balls to a rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 … 4 (choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the incoming player&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the shot being entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z, Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T / R / E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot clock: start or pause / reset / extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F11 (spectator window)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Winner of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broke this rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 · high %2 · avg %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Innings %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 consecutive fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 foul</source>
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
    <name>ScoreSheet</name>
    <message>
        <source>Inn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-racks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScorekeeperWindow</name>
    <message>
        <source>Pool Scoreboard — scorekeeper</source>
        <extracomment>Keys for the pockets, laid out like the pocket pad (foot at the top). Time to wait for a second digit (balls 10-15) after a &quot;1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume unfinished match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match &amp;history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player at the table concedes the rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare stalemate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spectator display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot &amp;clock…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record shot [Enter] — nothing marked = miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scratch [C]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cue ball off [V]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul… [F]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety [D]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push out [P]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball off table [O]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear [Esc]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry break, legal [L]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short break [K]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls to a rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past head string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo [Ctrl+Z]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo [Ctrl+Y]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hill-hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice pending: press 1–%1 or click an option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break: click the balls made, then a pocket or Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the balls made, then the pocket. Nothing made: Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off the table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>click the ball that left the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the ball that was made first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>New match</source>
        <extracomment>Racks to win by default (RULINGS §9 distances are the organiser&apos;s; these are common ones). The RFEB&apos;s &quot;best of&quot; distances (RFEB-Art.31). The clock combo&apos;s value for &quot;no shot clock&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the second player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-ball break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The break must pocket three balls, or pocketed balls plus balls crossing the head string must reach three (WPA-2.10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count racks only (no shot entry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of %1: race to %2 (RFEB-Art.31)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lag won by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lag:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who passes the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 s a shot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks per set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start score (points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start score (racks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would start with %2 points but needs %3 to win: a start score must be below the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would start with %2 racks but needs %3 to win: a start score must be below the race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A race needs at least one rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play at least one set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A target needs at least one point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A start score cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight pool is scored in points, not racks.</source>
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
    <name>SpectatorWindow</name>
    <message>
        <source>Pool Scoreboard — spectators</source>
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
        <source>Three-ball break rule not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cue ball off the table while shooting at the 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own balls pocketed on a foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls removed to equalise</source>
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
    <message>
        <source>Nothing was made on the break: say how many balls reached a rail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of must be an odd number of racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The breaker must be one of the two players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match needs two players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A race needs at least one rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match needs at least one set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 14.1 target must be at least one point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight pool is scored in points, not racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A handicap start score cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A handicap start score must be below the race or target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack can only be added or taken back one at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the lag first: who won it and whether they break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lag is due now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match records shots, not racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That player has no rack to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match only counts racks: use +1 / −1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A foul penalty applies to the player at the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
