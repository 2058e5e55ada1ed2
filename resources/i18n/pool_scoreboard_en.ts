<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
  <context>
    <name />
    <message>
      <source>Players of the side</source>
      <translation>Players of the side</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Games</translation>
    </message>
    <message>
      <source>Table %1 has a match in play: it stays a phone table.</source>
      <translation>Table %1 has a match in play: it stays a phone table.</translation>
    </message>
    <message>
      <source>Undo its last entry</source>
      <translation>Undo its last entry</translation>
    </message>
    <message>
      <source>Take back the table's last entry, a mis-tapped winning shot too, until its result is confirmed or its next match starts. Its phones are told.</source>
      <translation>Take back the table's last entry, a mis-tapped winning shot too, until its result is confirmed or its next match starts. Its phones are told.</translation>
    </message>
    <message>
      <source>Undo the last entry on table %1? %2</source>
      <translation>Undo the last entry on table %1? %2</translation>
    </message>
    <message>
      <source>The event's shot clock</source>
      <translation>The event's shot clock</translation>
    </message>
    <message>
      <source>The shot clock of this phase's matches: the event's, unless another is chosen (the final timed when the early rounds are not, for instance).</source>
      <translation>The shot clock of this phase's matches: the event's, unless another is chosen (the final timed when the early rounds are not, for instance).</translation>
    </message>
    <message>
      <source>Finals</source>
      <extracomment>The heading of the printed bracket's finals (the final and the second final).</extracomment>
      <translation>Finals</translation>
    </message>
    <message>
      <source>%1 (continued)</source>
      <extracomment>The heading of a phase of the printed bracket on its second page and after: %1 the phase.</extracomment>
      <translation>%1 (continued)</translation>
    </message>
    <message>
      <source>Re-rack %1</source>
      <translation>Re-rack %1</translation>
    </message>
    <message>
      <source>The entrants' ratings are still being read from the history. Draw now with every entrant at the starter rating (every race even)?</source>
      <translation>The entrants' ratings are still being read from the history. Draw now with every entrant at the starter rating (every race even)?</translation>
    </message>
    <message>
      <source>Reading the entrants' ratings from the history: the draw is made as soon as they are read.</source>
      <translation>Reading the entrants' ratings from the history: the draw is made as soon as they are read.</translation>
    </message>
    <message>
      <source>%1, %2 games</source>
      <translation>%1, %2 games</translation>
    </message>
    <message>
      <source>%1, 1 game</source>
      <translation>%1, 1 game</translation>
    </message>
    <message>
      <source>%1, imported</source>
      <translation>%1, imported</translation>
    </message>
    <message>
      <source>%1, starter rating</source>
      <translation>%1, starter rating</translation>
    </message>
    <message>
      <source>&amp;Distances and shot clock…</source>
      <translation>&amp;Distances and shot clock…</translation>
    </message>
    <message>
      <source>Every match the desk starts plays with this clock, in the scorekeeper's window and on phone tables alike. A change applies to the matches started after it.</source>
      <translation>Every match the desk starts plays with this clock, in the scorekeeper's window and on phone tables alike. A change applies to the matches started after it.</translation>
    </message>
    <message>
      <source>%1 (%2 s a shot)</source>
      <translation>%1 (%2 s a shot)</translation>
    </message>
    <message>
      <source>No shot clock</source>
      <translation>No shot clock</translation>
    </message>
    <message>
      <source>Shot clock</source>
      <translation>Shot clock</translation>
    </message>
    <message>
      <source>typed</source>
      <translation>typed</translation>
    </message>
    <message>
      <source>from a venue table</source>
      <translation>from a venue table</translation>
    </message>
    <message>
      <source>forfeit</source>
      <translation>forfeit</translation>
    </message>
    <message>
      <source>Result received at the competition desk from a venue table: its racks and shots were kept there, not here.</source>
      <translation>Result received at the competition desk from a venue table: its racks and shots were kept there, not here.</translation>
    </message>
    <message>
      <source>Result typed at the competition desk: no racks or shots were recorded.</source>
      <translation>Result typed at the competition desk: no racks or shots were recorded.</translation>
    </message>
    <message>
      <source>Won by a forfeit: it counts no games in the ratings.</source>
      <translation>Won by a forfeit: it counts no games in the ratings.</translation>
    </message>
    <message>
      <source>%1 wins the rack: %2</source>
      <translation>%1 wins the rack: %2</translation>
    </message>
    <message>
      <source>%1 wins the match: %2 points</source>
      <translation>%1 wins the match: %2 points</translation>
    </message>
    <message>
      <source>%1 wins the game: %2 points</source>
      <translation>%1 wins the game: %2 points</translation>
    </message>
    <message>
      <source>Foul by %1: %2</source>
      <translation>Foul by %1: %2</translation>
    </message>
    <message>
      <source>Spot: %1</source>
      <translation>Spot: %1</translation>
    </message>
    <message>
      <source>Removed: %1</source>
      <translation>Removed: %1</translation>
    </message>
    <message>
      <source>Points: %1</source>
      <translation>Points: %1</translation>
    </message>
    <message>
      <source>%1 to shoot</source>
      <translation>%1 to shoot</translation>
    </message>
    <message>
      <source>Warning: %1 is on two fouls; a third foul loses</source>
      <translation>Warning: %1 is on two fouls; a third foul loses</translation>
    </message>
    <message>
      <source>Rule: %1</source>
      <translation>Rule: %1</translation>
    </message>
    <message>
      <source>rack to %1 on the break</source>
      <translation>rack to %1 on the break</translation>
    </message>
    <message>
      <source>rack to %1</source>
      <translation>rack to %1</translation>
    </message>
    <message>
      <source>foul: %1</source>
      <translation>foul: %1</translation>
    </message>
    <message>
      <source>concedes</source>
      <translation>concedes</translation>
    </message>
    <message>
      <source>referee's penalty (WPA-6.16)</source>
      <translation>referee's penalty (WPA-6.16)</translation>
    </message>
    <message>
      <source>break</source>
      <translation>break</translation>
    </message>
    <message>
      <source>push out</source>
      <translation>push out</translation>
    </message>
    <message>
      <source>safety</source>
      <translation>safety</translation>
    </message>
    <message>
      <source>called %1 in %2</source>
      <translation>called %1 in %2</translation>
    </message>
    <message>
      <source>called %1</source>
      <translation>called %1</translation>
    </message>
    <message>
      <source>made %1</source>
      <translation>made %1</translation>
    </message>
    <message>
      <source>off the table %1</source>
      <translation>off the table %1</translation>
    </message>
    <message>
      <source>no ball made</source>
      <translation>no ball made</translation>
    </message>
    <message>
      <source>%1 wins the match.</source>
      <translation>%1 wins the match.</translation>
    </message>
    <message>
      <source>%1 conceded the match.</source>
      <translation>%1 conceded the match.</translation>
    </message>
    <message>
      <source>%1 forfeited the match.</source>
      <translation>%1 forfeited the match.</translation>
    </message>
    <message>
      <source>%1 lost the match on a penalty.</source>
      <translation>%1 lost the match on a penalty.</translation>
    </message>
    <message>
      <source>Rack %1</source>
      <translation>Rack %1</translation>
    </message>
    <message>
      <source>Game %1, rack %2</source>
      <translation>Game %1, rack %2</translation>
    </message>
    <message>
      <source>Rack %1</source>
      <comment>14.1: a rack of balls</comment>
      <translation>Rack %1</translation>
    </message>
    <message>
      <source>File problem</source>
      <extracomment>Nobody is at the window (a --screenshot run): a message that would wait for the scorekeeper's OK is written to the log instead. The table in play: every command goes to it (its one way in, ``submit``). The journal's count when the disk last refused an entry (None: no refusal shown). The competition desk and its link to this window (made when first opened).</extracomment>
      <translation>File problem</translation>
    </message>
    <message>
      <source>The data folder cannot be written: %1</source>
      <translation>The data folder cannot be written: %1</translation>
    </message>
    <message>
      <source>Resume</source>
      <translation>Resume</translation>
    </message>
    <message>
      <source>There is no unfinished match.</source>
      <translation>There is no unfinished match.</translation>
    </message>
    <message>
      <source>History</source>
      <translation>History</translation>
    </message>
    <message>
      <source>Won matches that could not be stored in the history last time are now stored in it: %1.</source>
      <translation>Won matches that could not be stored in the history last time are now stored in it: %1.</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Players</translation>
    </message>
    <message>
      <source>Not in the history: a match with the same identity is already stored there.</source>
      <extracomment>Nobody is at the window: what would wait for an OK goes to the log only.</extracomment>
      <translation>Not in the history: a match with the same identity is already stored there.</translation>
    </message>
    <message>
      <source>Not in the history yet: the history cannot take it now. The match is kept and will be stored at the next start.</source>
      <translation>Not in the history yet: the history cannot take it now. The match is kept and will be stored at the next start.</translation>
    </message>
    <message>
      <source>The undone win is still in the history: the history cannot be changed now. The match is kept and offered at the next start; the win is taken out as soon as the history allows.</source>
      <translation>The undone win is still in the history: the history cannot be changed now. The match is kept and offered at the next start; the win is taken out as soon as the history allows.</translation>
    </message>
    <message>
      <source>The history file %1 was deleted while the app was running. It has been written again with every match the app holds.</source>
      <translation>The history file %1 was deleted while the app was running. It has been written again with every match the app holds.</translation>
    </message>
    <message>
      <source>The history file %1 was emptied or cut short while the app was running. It has been written again from the copy the app holds.</source>
      <translation>The history file %1 was emptied or cut short while the app was running. It has been written again from the copy the app holds.</translation>
    </message>
    <message>
      <source>The history file %1 was emptied or cut short while the app was running, before the app held a copy of it: matches stored in it may be lost.</source>
      <translation>The history file %1 was emptied or cut short while the app was running, before the app held a copy of it: matches stored in it may be lost.</translation>
    </message>
    <message>
      <source>Already in the history</source>
      <translation>Already in the history</translation>
    </message>
    <message>
      <source>The history already holds a result for this match: %1. Replace the stored result with this one: %2?</source>
      <translation>The history already holds a result for this match: %1. Replace the stored result with this one: %2?</translation>
    </message>
    <message>
      <source>Replace the stored result</source>
      <translation>Replace the stored result</translation>
    </message>
    <message>
      <source>Keep the stored result</source>
      <translation>Keep the stored result</translation>
    </message>
    <message>
      <source>Not saved: the data folder cannot be written (%1).</source>
      <extracomment>Nobody is at the window: what would wait for an OK goes to the log only. The journal's count when the disk last refused an entry (None: no refusal shown).</extracomment>
      <translation>Not saved: the data folder cannot be written (%1).</translation>
    </message>
    <message>
      <source>Not saved</source>
      <translation>Not saved</translation>
    </message>
    <message>
      <source>The data folder cannot be written:
%1
The match goes on, but it is not being saved. Choose another data folder (--data-dir) to keep a record.</source>
      <translation>The data folder cannot be written:
%1
The match goes on, but it is not being saved. Choose another data folder (--data-dir) to keep a record.</translation>
    </message>
    <message>
      <source>The match's file had been deleted or replaced on disk; it was written again in its place, with every entry: %1</source>
      <translation>The match's file had been deleted or replaced on disk; it was written again in its place, with every entry: %1</translation>
    </message>
    <message>
      <source>Not recorded: the last entry could not be written to disk (%1). Everything recorded before it is safe. Free some space, then enter it again.</source>
      <translation>Not recorded: the last entry could not be written to disk (%1). Everything recorded before it is safe. Free some space, then enter it again.</translation>
    </message>
    <message>
      <source>About Pool Scoreboard</source>
      <translation>About Pool Scoreboard</translation>
    </message>
    <message>
      <source>Pool Scoreboard %1
Scoreboard and referee for pocket billiards.</source>
      <translation>Pool Scoreboard %1
Scoreboard and referee for pocket billiards.</translation>
    </message>
    <message>
      <source>No extension left for %1.</source>
      <translation>No extension left for %1.</translation>
    </message>
    <message>
      <source>The shot clock is not running.</source>
      <translation>The shot clock is not running.</translation>
    </message>
    <message>
      <source>To %1 points</source>
      <translation>To %1 points</translation>
    </message>
    <message>
      <source>Race to %1</source>
      <translation>Race to %1</translation>
    </message>
    <message>
      <source>Race chart: about a race to %1</source>
      <translation>Race chart: about a race to %1</translation>
    </message>
    <message>
      <source>Rows: your rating; columns: your opponent’s. Your racks come first.</source>
      <translation>Rows: your rating; columns: your opponent’s. Your racks come first.</translation>
    </message>
    <message>
      <source>Rating</source>
      <translation>Rating</translation>
    </message>
    <message>
      <source>Difference</source>
      <translation>Difference</translation>
    </message>
    <message>
      <source>Fair races by rating difference</source>
      <translation>Fair races by rating difference</translation>
    </message>
    <message>
      <source>The stronger player’s racks first, with his chance of winning the race.</source>
      <translation>The stronger player’s racks first, with his chance of winning the race.</translation>
    </message>
    <message>
      <source>Set %1 · sets %2–%3</source>
      <translation>Set %1 · sets %2–%3</translation>
    </message>
    <message>
      <source>%1 wins the match</source>
      <extracomment>Decisions worth a banner when the shot was neither a foul nor the end of the rack, in order.</extracomment>
      <translation>%1 wins the match</translation>
    </message>
    <message>
      <source>Warning: %1 is on two fouls</source>
      <translation>Warning: %1 is on two fouls</translation>
    </message>
    <message>
      <source>%1 wins the rack</source>
      <translation>%1 wins the rack</translation>
    </message>
    <message>
      <source>Foul: %1</source>
      <translation>Foul: %1</translation>
    </message>
    <message>
      <source>Extensions %1 – %2</source>
      <translation>Extensions %1 – %2</translation>
    </message>
    <message>
      <source>Pool Scoreboard</source>
      <translation>Pool Scoreboard</translation>
    </message>
    <message>
      <source>The match will start soon</source>
      <translation>The match will start soon</translation>
    </message>
    <message>
      <source>Sets %1</source>
      <translation>Sets %1</translation>
    </message>
    <message>
      <source>Run %1</source>
      <translation>Run %1</translation>
    </message>
    <message>
      <source>High run %1</source>
      <translation>High run %1</translation>
    </message>
    <message>
      <source>WINNER</source>
      <translation>WINNER</translation>
    </message>
    <message>
      <source>MATCH BALL</source>
      <translation>MATCH BALL</translation>
    </message>
    <message>
      <source>BREAK</source>
      <translation>BREAK</translation>
    </message>
    <message>
      <source>HILL-HILL</source>
      <translation>HILL-HILL</translation>
    </message>
    <message>
      <source>%1 on the table</source>
      <translation>%1 on the table</translation>
    </message>
    <message>
      <source>BROKE</source>
      <translation>BROKE</translation>
    </message>
    <message>
      <source>Race won</source>
      <translation>Race won</translation>
    </message>
    <message>
      <source>Target reached</source>
      <translation>Target reached</translation>
    </message>
    <message>
      <source>Conceded</source>
      <translation>Conceded</translation>
    </message>
    <message>
      <source>Forfeit</source>
      <translation>Forfeit</translation>
    </message>
    <message>
      <source>Referee's penalty</source>
      <translation>Referee's penalty</translation>
    </message>
    <message>
      <source>Score sheet</source>
      <translation>Score sheet</translation>
    </message>
    <message>
      <source>to %1 points</source>
      <translation>to %1 points</translation>
    </message>
    <message>
      <source>best of %1</source>
      <translation>best of %1</translation>
    </message>
    <message>
      <source>race %1–%2</source>
      <translation>race %1–%2</translation>
    </message>
    <message>
      <source>Phase</source>
      <translation>Phase</translation>
    </message>
    <message>
      <source>Round</source>
      <translation>Round</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Table</translation>
    </message>
    <message>
      <source>State</source>
      <translation>State</translation>
    </message>
    <message>
      <source>Player 1</source>
      <translation>Player 1</translation>
    </message>
    <message>
      <source>Player 2</source>
      <translation>Player 2</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>Best of</source>
      <translation>Best of</translation>
    </message>
    <message>
      <source>History id</source>
      <translation>History id</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Place</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Player</translation>
    </message>
    <message>
      <source>Entry ranking</source>
      <translation>Entry ranking</translation>
    </message>
    <message>
      <source>Knocked out in</source>
      <translation>Knocked out in</translation>
    </message>
    <message>
      <source>Racks lost by</source>
      <translation>Racks lost by</translation>
    </message>
    <message>
      <source>Group</source>
      <translation>Group</translation>
    </message>
    <message>
      <source>Played</source>
      <translation>Played</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Won</translation>
    </message>
    <message>
      <source>Racks won</source>
      <translation>Racks won</translation>
    </message>
    <message>
      <source>Racks lost</source>
      <translation>Racks lost</translation>
    </message>
    <message>
      <source>New competition</source>
      <translation>New competition</translation>
    </message>
    <message>
      <source>Second final if the losers' side wins the first</source>
      <translation>Second final if the losers' side wins the first</translation>
    </message>
    <message>
      <source>A true double elimination: nobody is out before a second loss. The RFEB system plays one final (RFEB-Art.32).</source>
      <translation>A true double elimination: nobody is out before a second loss. The RFEB system plays one final (RFEB-Art.32).</translation>
    </message>
    <message>
      <source>Handicapped: each race from the two players' ratings</source>
      <translation>Handicapped: each race from the two players' ratings</translation>
    </message>
    <message>
      <source>The ratings are read from the match history when the draw is made; a player with none plays at the starter rating. Not in 14.1.</source>
      <translation>The ratings are read from the match history when the draw is made; a player with none plays at the starter rating. Not in 14.1.</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>Discipline</source>
      <translation>Discipline</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Rules</translation>
    </message>
    <message>
      <source>Format</source>
      <translation>Format</translation>
    </message>
    <message>
      <source>Players per group</source>
      <translation>Players per group</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Tables</translation>
    </message>
    <message>
      <source>Distances (best of)</source>
      <translation>Distances (best of)</translation>
    </message>
    <message>
      <source>Distances (points)</source>
      <translation>Distances (points)</translation>
    </message>
    <message>
      <source>Competition</source>
      <translation>Competition</translation>
    </message>
    <message>
      <source>Result of %1</source>
      <translation>Result of %1</translation>
    </message>
    <message>
      <source>To %1 points: the winner reaches them, the other stays below.</source>
      <translation>To %1 points: the winner reaches them, the other stays below.</translation>
    </message>
    <message>
      <source>Handicapped race: %1 needs %2 racks, %3 needs %4.</source>
      <translation>Handicapped race: %1 needs %2 racks, %3 needs %4.</translation>
    </message>
    <message>
      <source>Best of %1: the winner takes %2 racks.</source>
      <translation>Best of %1: the winner takes %2 racks.</translation>
    </message>
    <message>
      <source>Won without the distance (no-show, concession, disqualification) by:</source>
      <translation>Won without the distance (no-show, concession, disqualification) by:</translation>
    </message>
    <message>
      <source>Started</source>
      <translation>Started</translation>
    </message>
    <message>
      <source>Finished</source>
      <translation>Finished</translation>
    </message>
    <message>
      <source>Winner</source>
      <translation>Winner</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Result</translation>
    </message>
    <message>
      <source>Racks</source>
      <translation>Racks</translation>
    </message>
    <message>
      <source>Rack</source>
      <translation>Rack</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Set</translation>
    </message>
    <message>
      <source>Breaker</source>
      <translation>Breaker</translation>
    </message>
    <message>
      <source>Outcome</source>
      <translation>Outcome</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Event</translation>
    </message>
    <message>
      <source>Balls made</source>
      <translation>Balls made</translation>
    </message>
    <message>
      <source>Moves</source>
      <translation>Moves</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Statistics</translation>
    </message>
    <message>
      <source>Shot log</source>
      <translation>Shot log</translation>
    </message>
    <message>
      <source>No.</source>
      <translation>No.</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Time</translation>
    </message>
    <message>
      <source>Shot</source>
      <translation>Shot</translation>
    </message>
    <message>
      <source>Decision</source>
      <translation>Decision</translation>
    </message>
    <message>
      <source>Rule</source>
      <translation>Rule</translation>
    </message>
    <message>
      <source>Break</source>
      <translation>Break</translation>
    </message>
    <message>
      <source>%1 breaks</source>
      <translation>%1 breaks</translation>
    </message>
    <message>
      <source>Inning</source>
      <translation>Inning</translation>
    </message>
    <message>
      <source>Run</source>
      <translation>Run</translation>
    </message>
    <message>
      <source>Fouls</source>
      <translation>Fouls</translation>
    </message>
    <message>
      <source>Re-racks</source>
      <translation>Re-racks</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>Inning by inning</source>
      <translation>Inning by inning</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Not finished</translation>
    </message>
    <message>
      <source>Page %1 of %2</source>
      <translation>Page %1 of %2</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>Export</translation>
    </message>
    <message>
      <source>Start or resume a match first.</source>
      <translation>Start or resume a match first.</translation>
    </message>
    <message>
      <source>PDF score sheet (*.pdf)</source>
      <translation>PDF score sheet (*.pdf)</translation>
    </message>
    <message>
      <source>CSV tables (*.csv)</source>
      <translation>CSV tables (*.csv)</translation>
    </message>
    <message>
      <source>JSON match (*.json)</source>
      <translation>JSON match (*.json)</translation>
    </message>
    <message>
      <source>Export match</source>
      <translation>Export match</translation>
    </message>
    <message>
      <source>The file could not be written: %1</source>
      <translation>The file could not be written: %1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>Exported to %1</translation>
    </message>
    <message>
      <source>Reading %1…</source>
      <translation>Reading %1…</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancel</translation>
    </message>
    <message>
      <source>Replaying %1…</source>
      <translation>Replaying %1…</translation>
    </message>
    <message>
      <source>Import</source>
      <translation>Import</translation>
    </message>
    <message>
      <source>Competition desk</source>
      <translation>Competition desk</translation>
    </message>
    <message>
      <source>&amp;Competition</source>
      <translation>&amp;Competition</translation>
    </message>
    <message>
      <source>&amp;New competition…</source>
      <translation>&amp;New competition…</translation>
    </message>
    <message>
      <source>&amp;Open stored competition…</source>
      <translation>&amp;Open stored competition…</translation>
    </message>
    <message>
      <source>&amp;Import competition file…</source>
      <translation>&amp;Import competition file…</translation>
    </message>
    <message>
      <source>&amp;Distances…</source>
      <translation>&amp;Distances…</translation>
    </message>
    <message>
      <source>Export competition file (JSON)…</source>
      <translation>Export competition file (JSON)…</translation>
    </message>
    <message>
      <source>Export bracket and classification (CSV)…</source>
      <translation>Export bracket and classification (CSV)…</translation>
    </message>
    <message>
      <source>Print to PDF, A4…</source>
      <translation>Print to PDF, A4…</translation>
    </message>
    <message>
      <source>Print to PDF, A3…</source>
      <translation>Print to PDF, A3…</translation>
    </message>
    <message>
      <source>Print a race chart (handicaps)…</source>
      <translation>Print a race chart (handicaps)…</translation>
    </message>
    <message>
      <source>Close the desk</source>
      <translation>Close the desk</translation>
    </message>
    <message>
      <source>&amp;Spectator display</source>
      <translation>&amp;Spectator display</translation>
    </message>
    <message>
      <source>The match only</source>
      <translation>The match only</translation>
    </message>
    <message>
      <source>The bracket between matches</source>
      <translation>The bracket between matches</translation>
    </message>
    <message>
      <source>The standings between matches</source>
      <translation>The standings between matches</translation>
    </message>
    <message>
      <source>Entrants</source>
      <translation>Entrants</translation>
    </message>
    <message>
      <source>Bracket</source>
      <translation>Bracket</translation>
    </message>
    <message>
      <source>Name of a new entrant (in ranking order)</source>
      <translation>Name of a new entrant (in ranking order)</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Add</translation>
    </message>
    <message>
      <source>Withdraw</source>
      <translation>Withdraw</translation>
    </message>
    <message>
      <source>Up in the entry ranking</source>
      <translation>Up in the entry ranking</translation>
    </message>
    <message>
      <source>Down in the entry ranking</source>
      <translation>Down in the entry ranking</translation>
    </message>
    <message>
      <source>Import from CSV…</source>
      <translation>Import from CSV…</translation>
    </message>
    <message>
      <source>Make the draw</source>
      <translation>Make the draw</translation>
    </message>
    <message>
      <source>Whole draw</source>
      <translation>Whole draw</translation>
    </message>
    <message>
      <source>Match</source>
      <translation>Match</translation>
    </message>
    <message>
      <source>Fit to the window</source>
      <translation>Fit to the window</translation>
    </message>
    <message>
      <source>As much of the bracket as can be read; a large draw: one phase at a time</source>
      <translation>As much of the bracket as can be read; a large draw: one phase at a time</translation>
    </message>
    <message>
      <source>Assign to table</source>
      <translation>Assign to table</translation>
    </message>
    <message>
      <source>Start in the scorekeeper</source>
      <translation>Start in the scorekeeper</translation>
    </message>
    <message>
      <source>Type in the result…</source>
      <translation>Type in the result…</translation>
    </message>
    <message>
      <source>Take off the table</source>
      <translation>Take off the table</translation>
    </message>
    <message>
      <source>Next match</source>
      <translation>Next match</translation>
    </message>
    <message>
      <source>Assign it</source>
      <translation>Assign it</translation>
    </message>
    <message>
      <source>Ready matches</source>
      <translation>Ready matches</translation>
    </message>
    <message>
      <source>No competition open: Competition ▸ New competition.</source>
      <translation>No competition open: Competition ▸ New competition.</translation>
    </message>
    <message>
      <source>handicapped</source>
      <translation>handicapped</translation>
    </message>
    <message>
      <source>The competition is over</source>
      <translation>The competition is over</translation>
    </message>
    <message>
      <source>Table %1</source>
      <translation>Table %1</translation>
    </message>
    <message>
      <source>free</source>
      <translation>free</translation>
    </message>
    <message>
      <source>Click a match in the bracket or in the list.</source>
      <translation>Click a match in the bracket or in the list.</translation>
    </message>
    <message>
      <source>on table %1</source>
      <translation>on table %1</translation>
    </message>
    <message>
      <source>Table %1 is free. Next: %2</source>
      <translation>Table %1 is free. Next: %2</translation>
    </message>
    <message>
      <source>The match history is not available: this competition is not kept.</source>
      <translation>The match history is not available: this competition is not kept.</translation>
    </message>
    <message>
      <source>Changed elsewhere</source>
      <translation>Changed elsewhere</translation>
    </message>
    <message>
      <source>It is read again from the history; enter your last change again.</source>
      <translation>It is read again from the history; enter your last change again.</translation>
    </message>
    <message>
      <source>Not saved: the history database cannot be written (%1).</source>
      <translation>Not saved: the history database cannot be written (%1).</translation>
    </message>
    <message>
      <source>Not possible</source>
      <translation>Not possible</translation>
    </message>
    <message>
      <source>The match history is not available.</source>
      <translation>The match history is not available.</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Open</translation>
    </message>
    <message>
      <source>No competition is stored yet.</source>
      <translation>No competition is stored yet.</translation>
    </message>
    <message>
      <source>The stored competitions cannot be read (%1).</source>
      <translation>The stored competitions cannot be read (%1).</translation>
    </message>
    <message>
      <source>It was kept aside as %1 and is no longer listed.</source>
      <translation>It was kept aside as %1 and is no longer listed.</translation>
    </message>
    <message>
      <source>Import competition file</source>
      <translation>Import competition file</translation>
    </message>
    <message>
      <source>Written: %1</source>
      <translation>Written: %1</translation>
    </message>
    <message>
      <source>Export competition file</source>
      <translation>Export competition file</translation>
    </message>
    <message>
      <source>Not written</source>
      <translation>Not written</translation>
    </message>
    <message>
      <source>Export CSV</source>
      <translation>Export CSV</translation>
    </message>
    <message>
      <source>Print to PDF</source>
      <translation>Print to PDF</translation>
    </message>
    <message>
      <source>Race chart</source>
      <translation>Race chart</translation>
    </message>
    <message>
      <source>About a race to:</source>
      <translation>About a race to:</translation>
    </message>
    <message>
      <source>Print a race chart</source>
      <translation>Print a race chart</translation>
    </message>
    <message>
      <source>Import entrants</source>
      <translation>Import entrants</translation>
    </message>
    <message>
      <source>%1 entrants added.</source>
      <translation>%1 entrants added.</translation>
    </message>
    <message>
      <source>%1 lines skipped: %2</source>
      <translation>%1 lines skipped: %2</translation>
    </message>
    <message>
      <source>Correct a result</source>
      <translation>Correct a result</translation>
    </message>
    <message>
      <source>Correct it anyway?</source>
      <translation>Correct it anyway?</translation>
    </message>
    <message>
      <source>%1 ended between %2, but the draw now has %3 there: type in its result.</source>
      <translation>%1 ended between %2, but the draw now has %3 there: type in its result.</translation>
    </message>
    <message>
      <source>Result of %1 entered from the scorekeeper.</source>
      <translation>Result of %1 entered from the scorekeeper.</translation>
    </message>
    <message>
      <source>Import match</source>
      <translation>Import match</translation>
    </message>
    <message>
      <source>JSON match (*.json *.jsonl)</source>
      <translation>JSON match (*.json *.jsonl)</translation>
    </message>
    <message>
      <source>Import cancelled.</source>
      <translation>Import cancelled.</translation>
    </message>
    <message>
      <source>The file could not be read: %1</source>
      <translation>The file could not be read: %1</translation>
    </message>
    <message>
      <source>Match imported into the history.</source>
      <translation>Match imported into the history.</translation>
    </message>
    <message>
      <source>Already open</source>
      <translation>Already open</translation>
    </message>
    <message>
      <source>A match is open in another window of Pool Scoreboard on this data folder:
%1
Only one window can record in a data folder at a time.</source>
      <translation>A match is open in another window of Pool Scoreboard on this data folder:
%1
Only one window can record in a data folder at a time.</translation>
    </message>
    <message>
      <source>Bring it to the front</source>
      <translation>Bring it to the front</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Close</translation>
    </message>
    <message>
      <source>table</source>
      <extracomment>Above a band's first row: its title, then the headings of its columns. The overview never shrinks the bracket below this zoom (names stay readable); a larger draw is seen one phase at a time, or scrolled. (from, to) of every line drawn: a winner goes on from one box to the next the items of each band (shown one phase at a time), and the band shown (None: all)</extracomment>
      <translation>table</translation>
    </message>
    <message>
      <source>(bye)</source>
      <translation>(bye)</translation>
    </message>
    <message>
      <source>w.o.</source>
      <translation>w.o.</translation>
    </message>
    <message>
      <source>winner of %1</source>
      <translation>winner of %1</translation>
    </message>
    <message>
      <source>loser of %1</source>
      <translation>loser of %1</translation>
    </message>
    <message>
      <source>place %1</source>
      <translation>place %1</translation>
    </message>
    <message>
      <source>Start a match</source>
      <translation>Start a match</translation>
    </message>
    <message>
      <source>A match is in progress in the scorekeeper. It stays saved and can be resumed later. Start this one?</source>
      <translation>A match is in progress in the scorekeeper. It stays saved and can be resumed later. Start this one?</translation>
    </message>
    <message>
      <source>Classification</source>
      <extracomment>Below this zoom the names are too small to read from the hall: show the part in play. Seconds each page of a large bracket stays on screen.</extracomment>
      <translation>Classification</translation>
    </message>
    <message>
      <source>Standings</source>
      <translation>Standings</translation>
    </message>
    <message>
      <source>no match</source>
      <translation>no match</translation>
    </message>
    <message>
      <source>finished</source>
      <translation>finished</translation>
    </message>
    <message>
      <source>OFFLINE</source>
      <translation>OFFLINE</translation>
    </message>
    <message>
      <source>status unknown</source>
      <translation>status unknown</translation>
    </message>
    <message>
      <source>already entered from table %1</source>
      <translation>already entered from table %1</translation>
    </message>
    <message>
      <source>the match is on table %1</source>
      <translation>the match is on table %1</translation>
    </message>
    <message>
      <source>the match is on no table</source>
      <translation>the match is on no table</translation>
    </message>
    <message>
      <source>Table %1, %2: %3 (refused: %4)</source>
      <translation>Table %1, %2: %3 (refused: %4)</translation>
    </message>
    <message>
      <source>Table %1, %2: %3 (a conflict: the bracket holds %4; correct it by hand if this one is right)</source>
      <translation>Table %1, %2: %3 (a conflict: the bracket holds %4; correct it by hand if this one is right)</translation>
    </message>
    <message>
      <source>another result</source>
      <translation>another result</translation>
    </message>
    <message>
      <source>The venue's broker %1 cannot be reached: every table's status is unknown until it speaks again. Reconnecting…</source>
      <translation>The venue's broker %1 cannot be reached: every table's status is unknown until it speaks again. Reconnecting…</translation>
    </message>
    <message>
      <source>Offline</source>
      <translation>Offline</translation>
    </message>
    <message>
      <source>No match</source>
      <translation>No match</translation>
    </message>
    <message>
      <source>Match over</source>
      <translation>Match over</translation>
    </message>
    <message>
      <source>Broker address</source>
      <translation>Broker address</translation>
    </message>
    <message>
      <source>User</source>
      <translation>User</translation>
    </message>
    <message>
      <source>Password</source>
      <translation>Password</translation>
    </message>
    <message>
      <source>Bands of %1 points: %2 is %2 to %3.</source>
      <translation>Bands of %1 points: %2 is %2 to %3.</translation>
    </message>
    <message>
      <source>Phone tables</source>
      <translation>Phone tables</translation>
    </message>
    <message>
      <source>Phone scoring</source>
      <translation>Phone scoring</translation>
    </message>
    <message>
      <source>Score tables from phones</source>
      <translation>Score tables from phones</translation>
    </message>
    <message>
      <source>Phones reach this computer at</source>
      <translation>Phones reach this computer at</translation>
    </message>
    <message>
      <source>this computer only (%1)</source>
      <translation>this computer only (%1)</translation>
    </message>
    <message>
      <source>port</source>
      <translation>port</translation>
    </message>
    <message>
      <source>Tables scored by phone (from table 1)</source>
      <translation>Tables scored by phone (from table 1)</translation>
    </message>
    <message>
      <source>Let phones watch a table without pairing</source>
      <translation>Let phones watch a table without pairing</translation>
    </message>
    <message>
      <source>When a phone table frees, assign and start the next ready match by itself</source>
      <translation>When a phone table frees, assign and start the next ready match by itself</translation>
    </message>
    <message>
      <source>Pairing code</source>
      <translation>Pairing code</translation>
    </message>
    <message>
      <source>New code</source>
      <translation>New code</translation>
    </message>
    <message>
      <source>someone is guessing the code</source>
      <translation>someone is guessing the code</translation>
    </message>
    <message>
      <source>more than %1</source>
      <translation>more than %1</translation>
    </message>
    <message>
      <source>Someone is guessing this table's pairing code. Wrong codes: %1, from addresses: %2, the last at %3. New code stops it.</source>
      <translation>Someone is guessing this table's pairing code. Wrong codes: %1, from addresses: %2, the last at %3. New code stops it.</translation>
    </message>
    <message>
      <source>New code: the guessing of the old code has ended.</source>
      <translation>New code: the guessing of the old code has ended.</translation>
    </message>
    <message>
      <source>Devices paired with this table</source>
      <translation>Devices paired with this table</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>Device</translation>
    </message>
    <message>
      <source>Role</source>
      <translation>Role</translation>
    </message>
    <message>
      <source>Paired at</source>
      <translation>Paired at</translation>
    </message>
    <message>
      <source>Last seen</source>
      <translation>Last seen</translation>
    </message>
    <message>
      <source>Give it the pen</source>
      <translation>Give it the pen</translation>
    </message>
    <message>
      <source>Revoke</source>
      <translation>Revoke</translation>
    </message>
    <message>
      <source>Phone scoring cannot start: %1</source>
      <translation>Phone scoring cannot start: %1</translation>
    </message>
    <message>
      <source>%1 won</source>
      <translation>%1 won</translation>
    </message>
    <message>
      <source>the lag for the break</source>
      <translation>the lag for the break</translation>
    </message>
    <message>
      <source>at the table: %1</source>
      <translation>at the table: %1</translation>
    </message>
    <message>
      <source>No phone table</source>
      <translation>No phone table</translation>
    </message>
    <message>
      <source>Switch phone scoring on to pair phones with the tables.</source>
      <translation>Switch phone scoring on to pair phones with the tables.</translation>
    </message>
    <message>
      <source>holds the pen</source>
      <translation>holds the pen</translation>
    </message>
    <message>
      <source>asks for the pen</source>
      <translation>asks for the pen</translation>
    </message>
    <message>
      <source>watches (lost the pen)</source>
      <translation>watches (lost the pen)</translation>
    </message>
    <message>
      <source>watches</source>
      <translation>watches</translation>
    </message>
    <message>
      <source>The disk did not keep the change; it is kept in memory and written later.</source>
      <translation>The disk did not keep the change; it is kept in memory and written later.</translation>
    </message>
    <message>
      <source>This device is no longer paired.</source>
      <translation>This device is no longer paired.</translation>
    </message>
    <message>
      <source>Table %1 has a match in play. It is closed as abandoned. Start this one?</source>
      <translation>Table %1 has a match in play. It is closed as abandoned. Start this one?</translation>
    </message>
    <message>
      <source>Table %1 has this match in play. It is closed as abandoned. Take it off?</source>
      <translation>Table %1 has this match in play. It is closed as abandoned. Take it off?</translation>
    </message>
    <message>
      <source>The match cannot start on table %1: %2</source>
      <translation>The match cannot start on table %1: %2</translation>
    </message>
    <message>
      <source>%1 started on phone table %2.</source>
      <translation>%1 started on phone table %2.</translation>
    </message>
    <message>
      <source>The result of phone table %1 does not fit %2: type it in.</source>
      <translation>The result of phone table %1 does not fit %2: type it in.</translation>
    </message>
    <message>
      <source>The win on phone table %1 was undone: correct %2 at the desk.</source>
      <translation>The win on phone table %1 was undone: correct %2 at the desk.</translation>
    </message>
    <message>
      <source>The win on phone table %1 was undone: %2 is in play again.</source>
      <translation>The win on phone table %1 was undone: %2 is in play again.</translation>
    </message>
    <message>
      <source>Result from phone table %1 entered: %2</source>
      <translation>Result from phone table %1 entered: %2</translation>
    </message>
    <message>
      <source>Table %1: %2 vs %3</source>
      <translation>Table %1: %2 vs %3</translation>
    </message>
    <message>
      <source>Start on phone table %1</source>
      <translation>Start on phone table %1</translation>
    </message>
    <message>
      <source>Phone table %1</source>
      <translation>Phone table %1</translation>
    </message>
    <message>
      <source>pen: %1</source>
      <translation>pen: %1</translation>
    </message>
    <message>
      <source>Unnamed device %1</source>
      <translation>Unnamed device %1</translation>
    </message>
    <message>
      <source>%1 asking for the pen</source>
      <translation>%1 asking for the pen</translation>
    </message>
    <message>
      <source>any free</source>
      <translation>any free</translation>
    </message>
    <message>
      <source>Venue feed: password of the logins table-N</source>
      <translation>Venue feed: password of the logins table-N</translation>
    </message>
    <message>
      <source>none (a broker without logins)</source>
      <translation>none (a broker without logins)</translation>
    </message>
    <message>
      <source>Next: %1 vs %2, race to %3</source>
      <translation>Next: %1 vs %2, race to %3</translation>
    </message>
    <message>
      <source>Only this computer can open it: to pair a phone, switch off and choose this computer's address on the venue's network.</source>
      <translation>Only this computer can open it: to pair a phone, switch off and choose this computer's address on the venue's network.</translation>
    </message>
    <message>
      <source>The match is not journaled.</source>
      <translation>The match is not journaled.</translation>
    </message>
    <message>
      <source>Export matches to a folder</source>
      <translation>Export matches to a folder</translation>
    </message>
    <message>
      <source>Exporting matches…</source>
      <translation>Exporting matches…</translation>
    </message>
    <message>
      <source>These files could not be written: %1</source>
      <translation>These files could not be written: %1</translation>
    </message>
    <message>
      <source>%1, won by %2</source>
      <translation>%1, won by %2</translation>
    </message>
    <message>
      <source>Correct the result of %1 (%2)?</source>
      <translation>Correct the result of %1 (%2)?</translation>
    </message>
    <message>
      <source>Before: %1</source>
      <translation>Before: %1</translation>
    </message>
    <message>
      <source>After: %1</source>
      <translation>After: %1</translation>
    </message>
    <message>
      <source>%1: %2 becomes %3</source>
      <translation>%1: %2 becomes %3</translation>
    </message>
    <message>
      <source>%1: its result (%2) is removed; it is to be played again</source>
      <translation>%1: its result (%2) is removed; it is to be played again</translation>
    </message>
    <message>
      <source>%1 is in play: its players change</source>
      <translation>%1 is in play: its players change</translation>
    </message>
    <message>
      <source>In the bracket:</source>
      <translation>In the bracket:</translation>
    </message>
    <message>
      <source>Nothing else moves in the bracket.</source>
      <translation>Nothing else moves in the bracket.</translation>
    </message>
    <message>
      <source>Tie-break</source>
      <translation>Tie-break</translation>
    </message>
    <message>
      <source>%1 w.o., won by %2</source>
      <translation>%1 w.o., won by %2</translation>
    </message>
    <message>
      <source>The zoom as it is: click for 100 %</source>
      <translation>The zoom as it is: click for 100 %</translation>
    </message>
    <message>
      <source>%1, provisional</source>
      <translation>%1, provisional</translation>
    </message>
    <message>
      <source>Provisional ratings (too few games to be sure): %1.</source>
      <translation>Provisional ratings (too few games to be sure): %1.</translation>
    </message>
    <message>
      <source>The entrants come from %1 groups of players who never met: ratings from different groups cannot be compared.</source>
      <translation>The entrants come from %1 groups of players who never met: ratings from different groups cannot be compared.</translation>
    </message>
    <message>
      <source>Make the draw with handicaps from these ratings?</source>
      <translation>Make the draw with handicaps from these ratings?</translation>
    </message>
    <message>
      <source>Stalemate</source>
      <translation>Stalemate</translation>
    </message>
    <message>
      <source>Open &amp;league…</source>
      <translation>Open &amp;league…</translation>
    </message>
    <message>
      <source>Played, no forfeit</source>
      <translation>Played, no forfeit</translation>
    </message>
    <message>
      <source>This rubber cannot be started on a table.</source>
      <translation>This rubber cannot be started on a table.</translation>
    </message>
    <message>
      <source>In the scorekeeper</source>
      <translation>In the scorekeeper</translation>
    </message>
    <message>
      <source>League night</source>
      <translation>League night</translation>
    </message>
    <message>
      <source>%1: incomparecencia (no-show)</source>
      <translation>%1: incomparecencia (no-show)</translation>
    </message>
    <message>
      <source>%1: alineación indebida: %2</source>
      <translation>%1: illegal lineup (alineación indebida): %2</translation>
    </message>
    <message>
      <source>%1: %2 holds place %3 from rubber %4</source>
      <translation>%1: %2 holds place %3 from rubber %4</translation>
    </message>
    <message>
      <source>Rubber</source>
      <translation>Rubber</translation>
    </message>
    <message>
      <source>Home</source>
      <translation>Home</translation>
    </message>
    <message>
      <source>Away</source>
      <translation>Away</translation>
    </message>
    <message>
      <source>Distance</source>
      <translation>Distance</translation>
    </message>
    <message>
      <source>(forfeit)</source>
      <translation>(forfeit)</translation>
    </message>
    <message>
      <source>Lineups not given yet</source>
      <translation>Lineups not given yet</translation>
    </message>
    <message>
      <source>Team</source>
      <translation>Team</translation>
    </message>
    <message>
      <source>Rubbers</source>
      <translation>Rubbers</translation>
    </message>
    <message>
      <source>The night is not complete: points once it is.</source>
      <translation>The night is not complete: points once it is.</translation>
    </message>
    <message>
      <source>A draw</source>
      <translation>A draw</translation>
    </message>
    <message>
      <source>Won by %1</source>
      <translation>Won by %1</translation>
    </message>
    <message>
      <source>%1 · round %2 · %3 · %4</source>
      <translation>%1 · round %2 · %3 · %4</translation>
    </message>
    <message>
      <source>Captain of %1</source>
      <translation>Captain of %1</translation>
    </message>
    <message>
      <source>Open league file</source>
      <translation>Open league file</translation>
    </message>
    <message>
      <source>The match history is not available: this league is not kept.</source>
      <translation>The match history is not available: this league is not kept.</translation>
    </message>
    <message>
      <source>Correct a closed night</source>
      <translation>Correct a closed night</translation>
    </message>
    <message>
      <source>The night is closed. Why is it corrected?</source>
      <translation>The night is closed. Why is it corrected?</translation>
    </message>
    <message>
      <source>Print the match sheet</source>
      <translation>Print the match sheet</translation>
    </message>
    <message>
      <source>&amp;League</source>
      <translation>&amp;League</translation>
    </message>
    <message>
      <source>&amp;Open league file…</source>
      <translation>&amp;Open league file…</translation>
    </message>
    <message>
      <source>Print the match sheet (acta, PDF)…</source>
      <translation>Print the match sheet (acta, PDF)…</translation>
    </message>
    <message>
      <source>Export the season's results (CSV, JSON)…</source>
      <translation>Export the season's results (CSV, JSON)…</translation>
    </message>
    <message>
      <source>Export the season's results</source>
      <translation>Export the season's results</translation>
    </message>
    <message>
      <source>Given, hidden until the other team's lineup is given</source>
      <translation>Given, hidden until the other team's lineup is given</translation>
    </message>
    <message>
      <source>In play: %1</source>
      <translation>In play: %1</translation>
    </message>
    <message>
      <source>Draw</source>
      <translation>Draw</translation>
    </message>
    <message>
      <source>Close the night</source>
      <translation>Close the night</translation>
    </message>
    <message>
      <source>Close the window</source>
      <translation>Close the window</translation>
    </message>
    <message>
      <source>The lineups have been given in turns: a change now is a correction of the closed night.</source>
      <translation>The lineups have been given in turns: a change now is a correction of the closed night.</translation>
    </message>
    <message>
      <source>Lineups are given in turns, place by place: it is %1's turn, for place %2.</source>
      <translation>Lineups are given in turns, place by place: it is %1's turn, for place %2.</translation>
    </message>
    <message>
      <source>%1 cannot name %2 for place %3: %4</source>
      <translation>%1 cannot name %2 for place %3: %4</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>nobody</translation>
    </message>
    <message>
      <source>No choice to take back.</source>
      <translation>No choice to take back.</translation>
    </message>
    <message>
      <source>%1's choice has been answered: it can no longer be taken back.</source>
      <translation>%1's choice has been answered: it can no longer be taken back.</translation>
    </message>
    <message>
      <source>race to %1–%2</source>
      <translation>race to %1–%2</translation>
    </message>
    <message>
      <source>Lineups in turns: given place by place, below</source>
      <translation>Lineups in turns: given place by place, below</translation>
    </message>
    <message>
      <source>Lineups in turns</source>
      <translation>Lineups in turns</translation>
    </message>
    <message>
      <source>Name this player</source>
      <translation>Name this player</translation>
    </message>
    <message>
      <source>Take back the last choice</source>
      <translation>Take back the last choice</translation>
    </message>
    <message>
      <source>%1 (%2) answers %3 in place %4</source>
      <translation>%1 (%2) answers %3 in place %4</translation>
    </message>
    <message>
      <source>%1 (%2) names its player for place %3</source>
      <translation>%1 (%2) names its player for place %3</translation>
    </message>
    <message>
      <source>— nobody (place left empty)</source>
      <translation>— nobody (place left empty)</translation>
    </message>
    <message>
      <source>The night is closed: a lineup is corrected whole, with its reason.</source>
      <translation>The night is closed: a lineup is corrected whole, with its reason.</translation>
    </message>
    <message>
      <source>A team did not come: the other gives its lineup whole.</source>
      <translation>A team did not come: the other gives its lineup whole.</translation>
    </message>
    <message>
      <source>Both lineups are given.</source>
      <translation>Both lineups are given.</translation>
    </message>
    <message>
      <source>Give the lineup</source>
      <translation>Give the lineup</translation>
    </message>
    <message>
      <source>Did not come (no-show)</source>
      <translation>Did not come (no-show)</translation>
    </message>
    <message>
      <source>Keep the result</source>
      <translation>Keep the result</translation>
    </message>
    <message>
      <source>Take it back</source>
      <translation>Take it back</translation>
    </message>
    <message>
      <source>in play</source>
      <translation>in play</translation>
    </message>
    <message>
      <source>Came after all (undo the no-show)</source>
      <translation>Came after all (undo the no-show)</translation>
    </message>
    <message>
      <source>Result waiting for its correction&apos;s reason</source>
      <translation>Result waiting for its correction&apos;s reason</translation>
    </message>
    <message>
      <source>Take in the new result…</source>
      <translation>Take in the new result…</translation>
    </message>
    <message>
      <source>Drop the new result</source>
      <translation>Drop the new result</translation>
    </message>
    <message>
      <source>win undone on its table, waiting</source>
      <translation>win undone on its table, waiting</translation>
    </message>
    <message>
      <source>new result waiting: forfeited by %1</source>
      <translation>new result waiting: forfeited by %1</translation>
    </message>
    <message>
      <source>new result waiting: %1–%2</source>
      <translation>new result waiting: %1–%2</translation>
    </message>
    <message>
      <source>Rubber %1 is in play on a table already: it cannot start on another.</source>
      <translation>Rubber %1 is in play on a table already: it cannot start on another.</translation>
    </message>
    <message>
      <source>Rubber %1 is not in play on a table.</source>
      <translation>Rubber %1 is not in play on a table.</translation>
    </message>
    <message>
      <source>Rubber %1 taken off its table: it can be started again.</source>
      <translation>Rubber %1 taken off its table: it can be started again.</translation>
    </message>
    <message>
      <source>Rubber %1 is in play on table %2 of the venue. Its assignment there is taken back, and a result sent from there later is not taken in. Take it off the table?</source>
      <translation>Rubber %1 is in play on table %2 of the venue. Its assignment there is taken back, and a result sent from there later is not taken in. Take it off the table?</translation>
    </message>
    <message>
      <source>Rubber %1 has %2 entries recorded on its table (shots, racks, the lag). Its match is closed as abandoned and gives no result. Take it off the table?</source>
      <translation>Rubber %1 has %2 entries recorded on its table (shots, racks, the lag). Its match is closed as abandoned and gives no result. Take it off the table?</translation>
    </message>
    <message>
      <source>Rubber %1 has its result already: it is not played again.</source>
      <translation>Rubber %1 has its result already: it is not played again.</translation>
    </message>
    <message>
      <source>No new result of rubber %1 is waiting.</source>
      <translation>No new result of rubber %1 is waiting.</translation>
    </message>
    <message>
      <source>Rubber %1 (%2): its table&apos;s new result waits for the correction&apos;s reason. Select it and take it in, or drop it.</source>
      <translation>Rubber %1 (%2): its table&apos;s new result waits for the correction&apos;s reason. Select it and take it in, or drop it.</translation>
    </message>
    <message>
      <source>Rubber %1 (%2) keeps its result: its night is closed. Its table&apos;s next result waits in the list for the correction&apos;s reason.</source>
      <translation>Rubber %1 (%2) keeps its result: its night is closed. Its table&apos;s next result waits in the list for the correction&apos;s reason.</translation>
    </message>
    <message>
      <source>The win of rubber %1 (%2) was undone on its table.</source>
      <translation>The win of rubber %1 (%2) was undone on its table.</translation>
    </message>
    <message>
      <source>The win of rubber %1 (%2) was undone on its table: it is in play again.</source>
      <translation>The win of rubber %1 (%2) was undone on its table: it is in play again.</translation>
    </message>
    <message>
      <source>Forfeited by the home team</source>
      <translation>Forfeited by the home team</translation>
    </message>
    <message>
      <source>Forfeited by the away team</source>
      <translation>Forfeited by the away team</translation>
    </message>
    <message>
      <source>Substitute</source>
      <translation>Substitute</translation>
    </message>
    <message>
      <source>place</source>
      <translation>place</translation>
    </message>
    <message>
      <source>player</source>
      <translation>player</translation>
    </message>
    <message>
      <source>from rubber</source>
      <translation>from rubber</translation>
    </message>
    <message>
      <source>Bring in</source>
      <translation>Bring in</translation>
    </message>
    <message>
      <source>No league open: League ▸ Open league file.</source>
      <translation>No league open: League ▸ Open league file.</translation>
    </message>
    <message>
      <source>Did not come: incomparecencia (no-show)</source>
      <translation>Did not come: incomparecencia (no-show)</translation>
    </message>
    <message>
      <source>Lineup not given yet</source>
      <translation>Lineup not given yet</translation>
    </message>
    <message>
      <source>Illegal lineup (alineación indebida):</source>
      <translation>Illegal lineup (alineación indebida):</translation>
    </message>
    <message>
      <source>%1 by forfeit</source>
      <translation>%1 by forfeit</translation>
    </message>
    <message>
      <source>won by %1</source>
      <translation>won by %1</translation>
    </message>
    <message>
      <source>Pos.</source>
      <translation>Pos.</translation>
    </message>
    <message>
      <source>Pl.</source>
      <translation>Pl.</translation>
    </message>
    <message>
      <source>W</source>
      <translation>W</translation>
    </message>
    <message>
      <source>D</source>
      <translation>D</translation>
    </message>
    <message>
      <source>L</source>
      <translation>L</translation>
    </message>
    <message>
      <source>Pts.</source>
      <translation>Pts.</translation>
    </message>
    <message>
      <source>Standings: %1</source>
      <translation>Standings: %1</translation>
    </message>
    <message>
      <source>%1 %2 – %3 %4 (games %5 – %6)</source>
      <translation>%1 %2 – %3 %4 (games %5 – %6)</translation>
    </message>
    <message>
      <source>points %1 – %2</source>
      <translation>points %1 – %2</translation>
    </message>
    <message>
      <source>closed</source>
      <translation>closed</translation>
    </message>
    <message>
      <source>Correction (%1): %2</source>
      <translation>Correction (%1): %2</translation>
    </message>
    <message>
      <source>Place %1 is not one of the night&apos;s</source>
      <translation>Place %1 is not one of the night&apos;s</translation>
    </message>
    <message>
      <source>%1 is not on the team&apos;s roster</source>
      <translation>%1 is not on the team&apos;s roster</translation>
    </message>
    <message>
      <source>%1 players fielded, at least %2 must play (a no-show)</source>
      <translation>%1 players fielded, at least %2 must play (a no-show)</translation>
    </message>
    <message>
      <source>%1 plays %2 rubbers, at most %3 are allowed</source>
      <translation>%1 plays %2 rubbers, at most %3 are allowed</translation>
    </message>
    <message>
      <source>%1 plays twice in rubber %2</source>
      <translation>%1 plays twice in rubber %2</translation>
    </message>
    <message>
      <source>A player of category %1 must play</source>
      <translation>A player of category %1 must play</translation>
    </message>
    <message>
      <source> or </source>
      <translation> or </translation>
    </message>
    <message>
      <source>The skill levels add up to %1, over the cap of %2</source>
      <translation>The skill levels add up to %1, over the cap of %2</translation>
    </message>
    <message>
      <source>%1 has no skill level</source>
      <translation>%1 has no skill level</translation>
    </message>
    <message>
      <source>%1 has no strength number</source>
      <translation>%1 has no strength number</translation>
    </message>
    <message>
      <source>Order of strength: %1 (place %2) is stronger than %3, placed before</source>
      <translation>Order of strength: %1 (place %2) is stronger than %3, placed before</translation>
    </message>
    <message>
      <source>%1 substitutes, at most %2 are allowed</source>
      <translation>%1 substitutes, at most %2 are allowed</translation>
    </message>
    <message>
      <source>%1 plays the deciding frame but none of the night&apos;s rubbers</source>
      <translation>%1 plays the deciding frame but none of the night&apos;s rubbers</translation>
    </message>
    <message>
      <source>%1 cannot be used: %2 (%3)</source>
      <translation>%1 cannot be used: %2 (%3)</translation>
    </message>
    <message>
      <source>%1: %2 – %3 is not a score its distance allows</source>
      <translation>%1: %2 – %3 is not a score its distance allows</translation>
    </message>
    <message>
      <source>The night is closed: a change is a correction, with its reason.</source>
      <translation>The night is closed: a change is a correction, with its reason.</translation>
    </message>
    <message>
      <source>%1 was changed by another copy of the app</source>
      <translation>%1 was changed by another copy of the app</translation>
    </message>
    <message>
      <source>Not possible (%1)</source>
      <translation>Not possible (%1)</translation>
    </message>
    <message>
      <source>doubles</source>
      <translation>doubles</translation>
    </message>
    <message>
      <source>scotch doubles</source>
      <translation>scotch doubles</translation>
    </message>
    <message>
      <source>singles</source>
      <translation>singles</translation>
    </message>
    <message>
      <source>%1 frames</source>
      <translation>%1 frames</translation>
    </message>
    <message>
      <source>race to %1</source>
      <translation>race to %1</translation>
    </message>
    <message>
      <source>Match sheet (acta)</source>
      <translation>Match sheet (acta)</translation>
    </message>
    <message>
      <source>Match sheet (acta): %1 – %2</source>
      <translation>Match sheet (acta): %1 – %2</translation>
    </message>
    <message>
      <source>Lineups (alineación)</source>
      <translation>Lineups (alineación)</translation>
    </message>
    <message>
      <source>The night</source>
      <translation>The night</translation>
    </message>
    <message>
      <source>Corrections</source>
      <translation>Corrections</translation>
    </message>
    <message>
      <source>Signatures</source>
      <translation>Signatures</translation>
    </message>
    <message>
      <source>Signature</source>
      <translation>Signature</translation>
    </message>
  </context>
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
    <name>ClockDialog</name>
    <message>
      <source>Shot clock</source>
      <translation>Shot clock</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Custom</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>Different time</source>
      <translation>Different time</translation>
    </message>
    <message>
      <source>Warn at</source>
      <translation>Warn at</translation>
    </message>
    <message>
      <source> s left</source>
      <translation> s left</translation>
    </message>
    <message>
      <source>Count down the last</source>
      <translation>Count down the last</translation>
    </message>
    <message>
      <source>Timing</source>
      <translation>Timing</translation>
    </message>
    <message>
      <source>Time for a shot</source>
      <translation>Time for a shot</translation>
    </message>
    <message>
      <source>First shot after the break</source>
      <translation>First shot after the break</translation>
    </message>
    <message>
      <source>Extension</source>
      <translation>Extension</translation>
    </message>
    <message>
      <source>Extensions per player and rack</source>
      <translation>Extensions per player and rack</translation>
    </message>
    <message>
      <source>Referee's warning</source>
      <translation>Referee's warning</translation>
    </message>
    <message>
      <source>Audible countdown</source>
      <translation>Audible countdown</translation>
    </message>
    <message>
      <source>Start the clock by itself after each shot</source>
      <translation>Start the clock by itself after each shot</translation>
    </message>
    <message>
      <source>Choose “Custom” to change the times.</source>
      <translation>Choose “Custom” to change the times.</translation>
    </message>
    <message>
      <source>OK</source>
      <translation>OK</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancel</translation>
    </message>
    <message>
      <source>Profile</source>
      <translation>Profile</translation>
    </message>
    <message>
      <source>An extension needs some seconds, or set the extensions to 0.</source>
      <translation>An extension needs some seconds, or set the extensions to 0.</translation>
    </message>
    <message>
      <source>That value is not possible for a shot clock.</source>
      <translation>That value is not possible for a shot clock.</translation>
    </message>
  </context>
  <context>
    <name>ClockPanel</name>
    <message>
      <source>Match over: no shot to time</source>
      <translation>Match over: no shot to time</translation>
    </message>
    <message>
      <source>Racks only: no shot to time</source>
      <translation>Racks only: no shot to time</translation>
    </message>
    <message>
      <source>Start/pause [T]</source>
      <translation>Start/pause [T]</translation>
    </message>
    <message>
      <source>Reset [R]</source>
      <translation>Reset [R]</translation>
    </message>
    <message>
      <source>Extension [E]</source>
      <translation>Extension [E]</translation>
    </message>
    <message>
      <source>Shot clock off</source>
      <translation>Shot clock off</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>Ready</translation>
    </message>
    <message>
      <source>Running</source>
      <translation>Running</translation>
    </message>
    <message>
      <source>Paused</source>
      <translation>Paused</translation>
    </message>
    <message>
      <source>Warning</source>
      <translation>Warning</translation>
    </message>
    <message>
      <source>Last seconds</source>
      <translation>Last seconds</translation>
    </message>
    <message>
      <source>Time!</source>
      <translation>Time!</translation>
    </message>
    <message>
      <source>%1 · extensions left %2–%3</source>
      <translation>%1 · extensions left %2–%3</translation>
    </message>
  </context>
  <context>
    <name>Crash</name>
    <message>
      <source>Pool Scoreboard met an error it did not expect, and the report could not be written. Every entry shown on screen was saved before it was shown.</source>
      <translation>Pool Scoreboard met an error it did not expect, and the report could not be written. Every entry shown on screen was saved before it was shown.</translation>
    </message>
    <message>
      <source>Pool Scoreboard met an error it did not expect. What happened is written in:
%1

Every entry shown on screen was saved before it was shown. Please send that file to whoever looks after the app at your club.</source>
      <translation>Pool Scoreboard met an error it did not expect. What happened is written in:
%1

Every entry shown on screen was saved before it was shown. Please send that file to whoever looks after the app at your club.</translation>
    </message>
    <message>
      <source>Unexpected error</source>
      <translation>Unexpected error</translation>
    </message>
  </context>
  <context>
    <name>DecisionPanel</name>
    <message>
      <source>Decision</source>
      <extracomment>The lag's answers, in button order: (winner, breaks).</extracomment>
      <translation>Decision</translation>
    </message>
    <message>
      <source>New match… [Ctrl+N]</source>
      <translation>New match… [Ctrl+N]</translation>
    </message>
    <message>
      <source>Resume the last unfinished match…</source>
      <translation>Resume the last unfinished match…</translation>
    </message>
    <message>
      <source>No match</source>
      <translation>No match</translation>
    </message>
    <message>
      <source>No match is set up, so nothing can be entered yet. Start a new match, or resume the last unfinished one: every entry is then saved as it is made.</source>
      <translation>No match is set up, so nothing can be entered yet. Start a new match, or resume the last unfinished one: every entry is then saved as it is made.</translation>
    </message>
    <message>
      <source>Enter the lag: who won it and whether they break.</source>
      <translation>Enter the lag: who won it and whether they break.</translation>
    </message>
    <message>
      <source>%1 breaks.</source>
      <translation>%1 breaks.</translation>
    </message>
    <message>
      <source>Racks only: each rack won is counted, no shots.</source>
      <translation>Racks only: each rack won is counted, no shots.</translation>
    </message>
    <message>
      <source>Who won the lag?</source>
      <translation>Who won the lag?</translation>
    </message>
    <message>
      <source>%1 won the lag and breaks</source>
      <translation>%1 won the lag and breaks</translation>
    </message>
    <message>
      <source>%1 won the lag, does not break</source>
      <translation>%1 won the lag, does not break</translation>
    </message>
    <message>
      <source>%1 chooses (%2):</source>
      <translation>%1 chooses (%2):</translation>
    </message>
    <message>
      <source>To choose which balls to remove, click %1 of them on the rack.</source>
      <translation>To choose which balls to remove, click %1 of them on the rack.</translation>
    </message>
    <message>
      <source>Which ball was called?</source>
      <translation>Which ball was called?</translation>
    </message>
    <message>
      <source>Ball %1</source>
      <translation>Ball %1</translation>
    </message>
    <message>
      <source>New match… [%1]</source>
      <translation>New match… [%1]</translation>
    </message>
  </context>
  <context>
    <name>Desk</name>
    <message>
      <source>Type a name.</source>
      <translation>Type a name.</translation>
    </message>
    <message>
      <source>That name is too long (at most %limit characters).</source>
      <translation>That name is too long (at most %limit characters).</translation>
    </message>
    <message>
      <source>That name holds a control character (a tab, a line break or an invisible code).</source>
      <translation>That name holds a control character (a tab, a line break or an invisible code).</translation>
    </message>
    <message>
      <source>%name is already entered.</source>
      <translation>%name is already entered.</translation>
    </message>
    <message>
      <source>%name is not entered.</source>
      <translation>%name is not entered.</translation>
    </message>
    <message>
      <source>A draw needs at least two entrants.</source>
      <translation>A draw needs at least two entrants.</translation>
    </message>
    <message>
      <source>This format takes at most %limit entrants.</source>
      <translation>This format takes at most %limit entrants.</translation>
    </message>
    <message>
      <source>Unknown competition format: %format.</source>
      <translation>Unknown competition format: %format.</translation>
    </message>
    <message>
      <source>Groups hold from 2 to 16 players.</source>
      <translation>Groups hold from 2 to 16 players.</translation>
    </message>
    <message>
      <source>A distance is an odd number of racks, from 1 to 99.</source>
      <translation>A distance is an odd number of racks, from 1 to 99.</translation>
    </message>
    <message>
      <source>The draw is made: entrants can no longer change.</source>
      <translation>The draw is made: entrants can no longer change.</translation>
    </message>
    <message>
      <source>Make the draw first.</source>
      <translation>Make the draw first.</translation>
    </message>
    <message>
      <source>There is no match %slot in this draw.</source>
      <translation>There is no match %slot in this draw.</translation>
    </message>
    <message>
      <source>The players of match %slot are not known yet.</source>
      <translation>The players of match %slot are not known yet.</translation>
    </message>
    <message>
      <source>Match %slot is not played: one place is empty.</source>
      <translation>Match %slot is not played: one place is empty.</translation>
    </message>
    <message>
      <source>%score cannot end a best of %best_of: the winner has exactly %race racks.</source>
      <translation>%score cannot end a best of %best_of: the winner has exactly %race racks.</translation>
    </message>
    <message>
      <source>This changes the players of matches already played (%slots); their results would be removed.</source>
      <translation>This changes the players of matches already played (%slots); their results would be removed.</translation>
    </message>
    <message>
      <source>This changes the players of matches in play (%slots): they keep their table, with the new players.</source>
      <translation>This changes the players of matches in play (%slots): they keep their table, with the new players.</translation>
    </message>
    <message>
      <source>%value cannot be a %key.</source>
      <translation>%value cannot be a %key.</translation>
    </message>
    <message>
      <source>There is no table %table.</source>
      <translation>There is no table %table.</translation>
    </message>
    <message>
      <source>Table %table is playing match %slot.</source>
      <translation>Table %table is playing match %slot.</translation>
    </message>
    <message>
      <source>%name is playing on another table.</source>
      <translation>%name is playing on another table.</translation>
    </message>
    <message>
      <source>Match %slot is already finished.</source>
      <translation>Match %slot is already finished.</translation>
    </message>
    <message>
      <source>Match %slot is finished with another result (%entered): it was kept. Correct it by hand if the new one is right.</source>
      <translation>Match %slot is finished with another result (%entered): it was kept. Correct it by hand if the new one is right.</translation>
    </message>
    <message>
      <source>%name was changed by another copy of the app in the meantime.</source>
      <translation>%name was changed by another copy of the app in the meantime.</translation>
    </message>
    <message>
      <source>The competition %file cannot be read (%field: %detail). Nothing was changed.</source>
      <translation>The competition %file cannot be read (%field: %detail). Nothing was changed.</translation>
    </message>
    <message>
      <source>waiting</source>
      <translation>waiting</translation>
    </message>
    <message>
      <source>ready</source>
      <translation>ready</translation>
    </message>
    <message>
      <source>on table</source>
      <translation>on table</translation>
    </message>
    <message>
      <source>finished</source>
      <translation>finished</translation>
    </message>
    <message>
      <source>walkover</source>
      <translation>walkover</translation>
    </message>
    <message>
      <source>First phase</source>
      <translation>First phase</translation>
    </message>
    <message>
      <source>Winners' round</source>
      <translation>Winners' round</translation>
    </message>
    <message>
      <source>Losers' round</source>
      <translation>Losers' round</translation>
    </message>
    <message>
      <source>Final</source>
      <translation>Final</translation>
    </message>
    <message>
      <source>Group</source>
      <translation>Group</translation>
    </message>
    <message>
      <source>RFEB system (knockout first phase, then double elimination)</source>
      <extracomment>The formats in the order every list shows them.</extracomment>
      <translation>RFEB system (knockout first phase, then double elimination)</translation>
    </message>
    <message>
      <source>%score cannot end the handicapped race %race: one player reaches his number of racks, the other stays below his.</source>
      <translation>%score cannot end the handicapped race %race: one player reaches his number of racks, the other stays below his.</translation>
    </message>
    <message>
      <source>Matches in play change too (%in_play): they keep their table, with the new players.</source>
      <translation>Matches in play change too (%in_play): they keep their table, with the new players.</translation>
    </message>
    <message>
      <source>Single elimination</source>
      <translation>Single elimination</translation>
    </message>
    <message>
      <source>Double elimination</source>
      <translation>Double elimination</translation>
    </message>
    <message>
      <source>Round robin (groups)</source>
      <translation>Round robin (groups)</translation>
    </message>
    <message>
      <source>Round %1, match %2</source>
      <extracomment>How a slot is called (its code, W1-3, stays in files): "%1" the round, "%2" the match.</extracomment>
      <translation>Round %1, match %2</translation>
    </message>
    <message>
      <source>Winners' round %1, match %2</source>
      <translation>Winners' round %1, match %2</translation>
    </message>
    <message>
      <source>Losers' round %1, match %2</source>
      <translation>Losers' round %1, match %2</translation>
    </message>
    <message>
      <source>First phase, round %1, match %2</source>
      <translation>First phase, round %1, match %2</translation>
    </message>
    <message>
      <source>Group %1, match %2</source>
      <translation>Group %1, match %2</translation>
    </message>
    <message>
      <source>Second final</source>
      <translation>Second final</translation>
    </message>
    <message>
      <source>Match %2</source>
      <translation>Match %2</translation>
    </message>
    <message>
      <source>Round %1</source>
      <extracomment>The heading of a column of the bracket: "%1" the round.</extracomment>
      <translation>Round %1</translation>
    </message>
    <message>
      <source>Quarter-finals</source>
      <translation>Quarter-finals</translation>
    </message>
    <message>
      <source>Semi-finals</source>
      <translation>Semi-finals</translation>
    </message>
    <message>
      <source>Winners' round final</source>
      <translation>Winners' round final</translation>
    </message>
    <message>
      <source>Losers' round final</source>
      <translation>Losers' round final</translation>
    </message>
    <message>
      <source>Up to the last 16</source>
      <translation>Up to the last 16</translation>
    </message>
    <message>
      <source>Quarter- and semi-finals</source>
      <translation>Quarter- and semi-finals</translation>
    </message>
    <message>
      <source>Group matches</source>
      <translation>Group matches</translation>
    </message>
    <message>
      <source>%score cannot end a match to %race points: the winner reaches %race, the other stays below.</source>
      <translation>%score cannot end a match to %race points: the winner reaches %race, the other stays below.</translation>
    </message>
    <message>
      <source>Head-to-head</source>
      <translation>Head-to-head</translation>
    </message>
    <message>
      <source>Rack difference</source>
      <translation>Rack difference</translation>
    </message>
    <message>
      <source>Entry ranking</source>
      <translation>Entry ranking</translation>
    </message>
    <message>
      <source>%1, match %2</source>
      <translation>%1, match %2</translation>
    </message>
  </context>
  <context>
    <name>DeskFeedControl</name>
    <message>
      <source>Venue &amp;feed…</source>
      <extracomment>the tables the desk knows by their logins when nothing else is said (the example ACL's) the tables with a login on the broker (table-1 … table-N)</extracomment>
      <translation>Venue &amp;feed…</translation>
    </message>
    <message>
      <source>Venue &amp;board</source>
      <translation>Venue &amp;board</translation>
    </message>
    <message>
      <source>Tables on the feed</source>
      <translation>Tables on the feed</translation>
    </message>
    <message>
      <source>the venue id is 1 to 40 lower-case letters, digits and dashes</source>
      <translation>the venue id is 1 to 40 lower-case letters, digits and dashes</translation>
    </message>
    <message>
      <source>the number of tables is 1 to 999</source>
      <translation>the number of tables is 1 to 999</translation>
    </message>
    <message>
      <source>Venue feed</source>
      <translation>Venue feed</translation>
    </message>
    <message>
      <source>The venue feed cannot start: %1</source>
      <translation>The venue feed cannot start: %1</translation>
    </message>
    <message>
      <source>Result from table %1 entered: %2</source>
      <translation>Result from table %1 entered: %2</translation>
    </message>
  </context>
  <context>
    <name>DeskFeedDialog</name>
    <message>
      <source>Venue feed</source>
      <translation>Venue feed</translation>
    </message>
    <message>
      <source>Tables (logins table-1 … table-N)</source>
      <translation>Tables (logins table-1 … table-N)</translation>
    </message>
    <message>
      <source>Use mqtts:// (TLS) on a network you do not control. A table the desk does not know (no login, no match assigned) is listed apart and can be removed.</source>
      <translation>Use mqtts:// (TLS) on a network you do not control. A table the desk does not know (no login, no match assigned) is listed apart and can be removed.</translation>
    </message>
    <message>
      <source>Venue id</source>
      <translation>Venue id</translation>
    </message>
  </context>
  <context>
    <name>Export</name>
    <message>
      <source>Racks won</source>
      <translation>Racks won</translation>
    </message>
    <message>
      <source>Innings</source>
      <translation>Innings</translation>
    </message>
    <message>
      <source>Shots</source>
      <translation>Shots</translation>
    </message>
    <message>
      <source>Balls pocketed</source>
      <translation>Balls pocketed</translation>
    </message>
    <message>
      <source>Fouls</source>
      <translation>Fouls</translation>
    </message>
    <message>
      <source>Safeties</source>
      <translation>Safeties</translation>
    </message>
    <message>
      <source>Push outs</source>
      <translation>Push outs</translation>
    </message>
    <message>
      <source>Breaks</source>
      <translation>Breaks</translation>
    </message>
    <message>
      <source>Breaks with a ball made</source>
      <translation>Breaks with a ball made</translation>
    </message>
    <message>
      <source>Dry breaks</source>
      <translation>Dry breaks</translation>
    </message>
    <message>
      <source>Scratches on the break</source>
      <translation>Scratches on the break</translation>
    </message>
    <message>
      <source>Game ball on the break</source>
      <translation>Game ball on the break</translation>
    </message>
    <message>
      <source>Break and runs</source>
      <translation>Break and runs</translation>
    </message>
    <message>
      <source>Runs out</source>
      <translation>Runs out</translation>
    </message>
    <message>
      <source>Longest run</source>
      <translation>Longest run</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <source>Timed shots</source>
      <translation>Timed shots</translation>
    </message>
    <message>
      <source>Shot time (s)</source>
      <translation>Shot time (s)</translation>
    </message>
    <message>
      <source>Longest shot (s)</source>
      <translation>Longest shot (s)</translation>
    </message>
    <message>
      <source>Average per inning</source>
      <translation>Average per inning</translation>
    </message>
    <message>
      <source>Average shot time (s)</source>
      <translation>Average shot time (s)</translation>
    </message>
    <message>
      <source>Run outs</source>
      <translation>Run outs</translation>
    </message>
    <message>
      <source>Shot time</source>
      <translation>Shot time</translation>
    </message>
    <message>
      <source>Longest shot time</source>
      <translation>Longest shot time</translation>
    </message>
    <message>
      <source>Average time per shot</source>
      <translation>Average time per shot</translation>
    </message>
    <message>
      <source>Penalty points</source>
      <translation>Penalty points</translation>
    </message>
  </context>
  <context>
    <name>FairRacePanel</name>
    <message>
      <source>%1 %</source>
      <translation>%1 %</translation>
    </message>
    <message>
      <source>%1: starter rating %2 (no games)</source>
      <translation>%1: starter rating %2 (no games)</translation>
    </message>
    <message>
      <source>%1: rating %2 (imported, no games here)</source>
      <translation>%1: rating %2 (imported, no games here)</translation>
    </message>
    <message>
      <source>%1: rating %2 (%3 games)</source>
      <translation>%1: rating %2 (%3 games)</translation>
    </message>
    <message>
      <source>Fair races, about a race to %1:</source>
      <translation>Fair races, about a race to %1:</translation>
    </message>
    <message>
      <source>Race %1–%2</source>
      <translation>Race %1–%2</translation>
    </message>
    <message>
      <source>Play this race (a handicap when the two differ)</source>
      <translation>Play this race (a handicap when the two differ)</translation>
    </message>
    <message>
      <source>%1 wins %2 · %3 wins %4</source>
      <translation>%1 wins %2 · %3 wins %4</translation>
    </message>
    <message numerus="yes">
      <source>%1: rating %2 (%n game(s))</source>
      <translation>
        <numerusform>%1: rating %2 (%n game)</numerusform>
        <numerusform>%1: rating %2 (%n games)</numerusform>
      </translation>
    </message>
    <message>
      <source>Provisional ratings</source>
      <translation>Provisional ratings</translation>
    </message>
    <message>
      <source>The race %1–%2 comes from provisional ratings (too few games to be sure). Play this handicap?</source>
      <translation>The race %1–%2 comes from provisional ratings (too few games to be sure). Play this handicap?</translation>
    </message>
    <message>
      <source>%1, provisional</source>
      <translation>%1, provisional</translation>
    </message>
    <message>
      <source>Provisional ratings: a handicap from them is a guess, played only once you say yes.</source>
      <translation>Provisional ratings: a handicap from them is a guess, played only once you say yes.</translation>
    </message>
    <message>
      <source>%1 and %2 never met, nor did the players they met: their ratings cannot be compared.</source>
      <translation>%1 and %2 never met, nor did the players they met: their ratings cannot be compared.</translation>
    </message>
    <message>
      <source>No race of about this length is near even: the fairest still gives %1 %2.</source>
      <translation>No race of about this length is near even: the fairest still gives %1 %2.</translation>
    </message>
  </context>
  <context>
    <name>FeedControl</name>
    <message>
      <source>Venue &amp;feed…</source>
      <translation>Venue &amp;feed…</translation>
    </message>
    <message>
      <source>Venue &amp;board</source>
      <translation>Venue &amp;board</translation>
    </message>
    <message>
      <source>&amp;Start the assigned match: %1 – %2</source>
      <translation>&amp;Start the assigned match: %1 – %2</translation>
    </message>
    <message>
      <source>&amp;Start the assigned match</source>
      <translation>&amp;Start the assigned match</translation>
    </message>
    <message>
      <source>no broker address is set</source>
      <translation>no broker address is set</translation>
    </message>
    <message>
      <source>the venue id is 1 to 40 lower-case letters, digits and dashes</source>
      <translation>the venue id is 1 to 40 lower-case letters, digits and dashes</translation>
    </message>
    <message>
      <source>the table number is 1 to 999</source>
      <translation>the table number is 1 to 999</translation>
    </message>
    <message>
      <source>Venue feed</source>
      <translation>Venue feed</translation>
    </message>
    <message>
      <source>The venue feed cannot start: %1</source>
      <translation>The venue feed cannot start: %1</translation>
    </message>
    <message>
      <source>Next match on this table: %1 – %2 (Competition menu, Start)</source>
      <translation>Next match on this table: %1 – %2 (Competition menu, Start)</translation>
    </message>
    <message>
      <source>The desk did not enter %1: its bracket holds %2 for this match. Tell the desk which one is right.</source>
      <translation>The desk did not enter %1: its bracket holds %2 for this match. Tell the desk which one is right.</translation>
    </message>
    <message>
      <source>Start a match</source>
      <translation>Start a match</translation>
    </message>
    <message>
      <source>A match is in progress in the scorekeeper. It stays saved and can be resumed later. Start this one?</source>
      <translation>A match is in progress in the scorekeeper. It stays saved and can be resumed later. Start this one?</translation>
    </message>
    <message>
      <source>Table %1</source>
      <translation>Table %1</translation>
    </message>
    <message>
      <source>%1 · feed online</source>
      <translation>%1 · feed online</translation>
    </message>
    <message>
      <source>%1 · feed offline, scoring goes on</source>
      <translation>%1 · feed offline, scoring goes on</translation>
    </message>
    <message numerus="yes">
      <source>%n result(s) to send</source>
      <translation>
        <numerusform>%n result(s) to send</numerusform>
        <numerusform>%n result(s) to send</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>FeedDialog</name>
    <message>
      <source>Venue feed</source>
      <translation>Venue feed</translation>
    </message>
    <message>
      <source>Send this table's match to the venue's broker</source>
      <translation>Send this table's match to the venue's broker</translation>
    </message>
    <message>
      <source>The app connects out to the broker and opens no port. Use mqtts:// (TLS) on a network you do not control; the user is this table's login (table-N).</source>
      <translation>The app connects out to the broker and opens no port. Use mqtts:// (TLS) on a network you do not control; the user is this table's login (table-N).</translation>
    </message>
    <message>
      <source>Venue id</source>
      <translation>Venue id</translation>
    </message>
    <message>
      <source>Table number</source>
      <translation>Table number</translation>
    </message>
  </context>
  <context>
    <name>FeedPanel</name>
    <message>
      <source>On the feed, but no login and no assignment knows:</source>
      <translation>On the feed, but no login and no assignment knows:</translation>
    </message>
    <message>
      <source>Remove from the desk</source>
      <translation>Remove from the desk</translation>
    </message>
    <message>
      <source>Results refused (sent by another table than the one the match is on):</source>
      <translation>Results refused (sent by another table than the one the match is on):</translation>
    </message>
  </context>
  <context>
    <name>HistoryDialog</name>
    <message>
      <source>Match history</source>
      <translation>Match history</translation>
    </message>
    <message>
      <source>Any player</source>
      <translation>Any player</translation>
    </message>
    <message>
      <source>All disciplines</source>
      <translation>All disciplines</translation>
    </message>
    <message>
      <source>From</source>
      <translation>From</translation>
    </message>
    <message>
      <source>to</source>
      <translation>to</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Player</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Open</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Close</translation>
    </message>
    <message numerus="yes">
      <source>%n match(es)</source>
      <translation>
        <numerusform>%n match</numerusform>
        <numerusform>%n matches</numerusform>
      </translation>
    </message>
    <message>
      <source>No match found</source>
      <translation>No match found</translation>
    </message>
    <message>
      <source>The history %1 cannot be read in full: %2</source>
      <translation>The history %1 cannot be read in full: %2</translation>
    </message>
    <message>
      <source>This match cannot be opened: its entry in the history %1 is damaged.</source>
      <translation>This match cannot be opened: its entry in the history %1 is damaged.</translation>
    </message>
    <message>
      <source>Export…</source>
      <translation>Export…</translation>
    </message>
    <message>
      <source>%1 matches exported to %2</source>
      <translation>%1 matches exported to %2</translation>
    </message>
    <message>
      <source>1 match</source>
      <translation>1 match</translation>
    </message>
    <message>
      <source>%1 matches</source>
      <translation>%1 matches</translation>
    </message>
  </context>
  <context>
    <name>HistoryModel</name>
    <message>
      <source>Date</source>
      <extracomment>Why the history could not be read (SQLite's words), or None.</extracomment>
      <translation>Date</translation>
    </message>
    <message>
      <source>Discipline</source>
      <translation>Discipline</translation>
    </message>
    <message>
      <source>Player 1</source>
      <translation>Player 1</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>Player 2</source>
      <translation>Player 2</translation>
    </message>
    <message>
      <source>Racks</source>
      <translation>Racks</translation>
    </message>
    <message>
      <source>Shots</source>
      <translation>Shots</translation>
    </message>
    <message>
      <source>Winner: %1</source>
      <translation>Winner: %1</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Not finished</translation>
    </message>
    <message>
      <source>Damaged entry</source>
      <translation>Damaged entry</translation>
    </message>
    <message>
      <source>This entry of the history is damaged and cannot be opened (%1).</source>
      <translation>This entry of the history is damaged and cannot be opened (%1).</translation>
    </message>
    <message>
      <source>%1 (sets %2)</source>
      <translation>%1 (sets %2)</translation>
    </message>
  </context>
  <context>
    <name>KeyHelp</name>
    <message>
      <source>Keys</source>
      <translation>Keys</translation>
    </message>
    <message>
      <source>Ball made (0 = 10; 1 then 1…5 = 11…15)</source>
      <translation>Ball made (0 = 10; 1 then 1…5 = 11…15)</translation>
    </message>
    <message>
      <source>Record the shot (nothing marked = miss)</source>
      <translation>Record the shot (nothing marked = miss)</translation>
    </message>
    <message>
      <source>Scratch — records the shot</source>
      <translation>Scratch — records the shot</translation>
    </message>
    <message>
      <source>Cue ball off the table — records the shot</source>
      <translation>Cue ball off the table — records the shot</translation>
    </message>
    <message>
      <source>Foul menu — the chosen foul records the shot</source>
      <translation>Foul menu — the chosen foul records the shot</translation>
    </message>
    <message>
      <source>Safety — records the shot</source>
      <translation>Safety — records the shot</translation>
    </message>
    <message>
      <source>Push out — records the shot</source>
      <translation>Push out — records the shot</translation>
    </message>
    <message>
      <source>Next ball clicked went off the table</source>
      <translation>Next ball clicked went off the table</translation>
    </message>
    <message>
      <source>Break with nothing made: legal / too few balls to a rail</source>
      <translation>Break with nothing made: legal / too few balls to a rail</translation>
    </message>
    <message>
      <source>Number key %1</source>
      <translation>Number key %1</translation>
    </message>
    <message>
      <source>Pocket: %1</source>
      <translation>Pocket: %1</translation>
    </message>
    <message>
      <source>Called and missed: %1</source>
      <translation>Called and missed: %1</translation>
    </message>
    <message>
      <source>Argentine open table: plays solids</source>
      <translation>Argentine open table: plays solids</translation>
    </message>
    <message>
      <source>Argentine open table: plays stripes</source>
      <translation>Argentine open table: plays stripes</translation>
    </message>
    <message>
      <source>Break with nothing made: legal</source>
      <translation>Break with nothing made: legal</translation>
    </message>
    <message>
      <source>Break with nothing made: too few balls to a rail</source>
      <translation>Break with nothing made: too few balls to a rail</translation>
    </message>
    <message>
      <source>Shot clock: start or pause</source>
      <translation>Shot clock: start or pause</translation>
    </message>
    <message>
      <source>Shot clock: reset</source>
      <translation>Shot clock: reset</translation>
    </message>
    <message>
      <source>Shot clock: extension</source>
      <translation>Shot clock: extension</translation>
    </message>
    <message>
      <source>Pocket: foot left/right, side left/right, head left/right — the marked ball went in there; records the shot. No ball marked: the only legal ball</source>
      <translation>Pocket: foot left/right, side left/right, head left/right — the marked ball went in there; records the shot. No ball marked: the only legal ball</translation>
    </message>
    <message>
      <source>Shift + pocket</source>
      <translation>Shift + pocket</translation>
    </message>
    <message>
      <source>The marked ball was called in that pocket and missed; records the shot</source>
      <translation>The marked ball was called in that pocket and missed; records the shot</translation>
    </message>
    <message>
      <source>%1, then 1 … 9, A …</source>
      <translation>%1, then 1 … 9, A …</translation>
    </message>
    <message>
      <source>%1 / %2, %3 / %4 (racks only)</source>
      <translation>%1 / %2, %3 / %4 (racks only)</translation>
    </message>
    <message>
      <source>Called and missed: the next pocket clicked is the call</source>
      <translation>Called and missed: the next pocket clicked is the call</translation>
    </message>
    <message>
      <source>Argentine open table: plays solids / stripes</source>
      <translation>Argentine open table: plays solids / stripes</translation>
    </message>
    <message>
      <source>%1 … %2 (choice)</source>
      <translation>%1 … %2 (choice)</translation>
    </message>
    <message>
      <source>Answer the incoming player's choice, or the lag</source>
      <translation>Answer the incoming player's choice, or the lag</translation>
    </message>
    <message>
      <source>+1 rack, −1 rack for each player</source>
      <translation>+1 rack, −1 rack for each player</translation>
    </message>
    <message>
      <source>Clear the shot being entered</source>
      <translation>Clear the shot being entered</translation>
    </message>
    <message>
      <source>Shot clock: start or pause / reset / extension</source>
      <translation>Shot clock: start or pause / reset / extension</translation>
    </message>
    <message>
      <source>F11 (spectator window)</source>
      <translation>F11 (spectator window)</translation>
    </message>
    <message>
      <source>Full screen</source>
      <translation>Full screen</translation>
    </message>
  </context>
  <context>
    <name>MatchDialog</name>
    <message>
      <source>%1 vs %2</source>
      <extracomment>PlayerStats fields shown in the statistics table, in order (rack games / 14.1).</extracomment>
      <translation>%1 vs %2</translation>
    </message>
    <message>
      <source>Winner: %1</source>
      <translation>Winner: %1</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Not finished</translation>
    </message>
    <message>
      <source>The match could not be replayed; the totals saved with it are shown.</source>
      <translation>The match could not be replayed; the totals saved with it are shown.</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Statistics</translation>
    </message>
    <message>
      <source>Racks</source>
      <translation>Racks</translation>
    </message>
    <message>
      <source>Score sheet</source>
      <translation>Score sheet</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Close</translation>
    </message>
    <message>
      <source>Racks won</source>
      <translation>Racks won</translation>
    </message>
    <message>
      <source>Innings</source>
      <translation>Innings</translation>
    </message>
    <message>
      <source>Shots</source>
      <translation>Shots</translation>
    </message>
    <message>
      <source>Balls pocketed</source>
      <translation>Balls pocketed</translation>
    </message>
    <message>
      <source>Fouls</source>
      <translation>Fouls</translation>
    </message>
    <message>
      <source>Safeties</source>
      <translation>Safeties</translation>
    </message>
    <message>
      <source>Push outs</source>
      <translation>Push outs</translation>
    </message>
    <message>
      <source>Breaks</source>
      <translation>Breaks</translation>
    </message>
    <message>
      <source>Breaks with a ball made</source>
      <translation>Breaks with a ball made</translation>
    </message>
    <message>
      <source>Dry breaks</source>
      <translation>Dry breaks</translation>
    </message>
    <message>
      <source>Breaks with a scratch</source>
      <translation>Breaks with a scratch</translation>
    </message>
    <message>
      <source>Game ball on the break</source>
      <translation>Game ball on the break</translation>
    </message>
    <message>
      <source>Break and run</source>
      <translation>Break and run</translation>
    </message>
    <message>
      <source>Run outs</source>
      <translation>Run outs</translation>
    </message>
    <message>
      <source>Longest run</source>
      <translation>Longest run</translation>
    </message>
    <message>
      <source>Average per inning</source>
      <translation>Average per inning</translation>
    </message>
    <message>
      <source>Average time per shot</source>
      <translation>Average time per shot</translation>
    </message>
    <message>
      <source>Longest shot time</source>
      <translation>Longest shot time</translation>
    </message>
    <message>
      <source>Rack</source>
      <translation>Rack</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Set</translation>
    </message>
    <message>
      <source>Breaker</source>
      <translation>Breaker</translation>
    </message>
    <message>
      <source>Winner</source>
      <translation>Winner</translation>
    </message>
    <message>
      <source>How</source>
      <translation>How</translation>
    </message>
    <message>
      <source>Stalemate</source>
      <translation>Stalemate</translation>
    </message>
    <message>
      <source>Export…</source>
      <translation>Export…</translation>
    </message>
  </context>
  <context>
    <name>PlayerPage</name>
    <message>
      <source>Doubles, with %1, against %2</source>
      <translation>Doubles, with %1, against %2</translation>
    </message>
    <message>
      <source>Doubles matches, listed but not counted or rated: %1</source>
      <translation>Doubles matches, listed but not counted or rated: %1</translation>
    </message>
    <message>
      <source>Player: %1</source>
      <translation>Player: %1</translation>
    </message>
    <message>
      <source>Club: %1</source>
      <translation>Club: %1</translation>
    </message>
    <message>
      <source>Rating %1 (robustness %2)</source>
      <translation>Rating %1 (robustness %2)</translation>
    </message>
    <message>
      <source>Imported rating %1</source>
      <translation>Imported rating %1</translation>
    </message>
    <message>
      <source>Typed as: %1</source>
      <translation>Typed as: %1</translation>
    </message>
    <message>
      <source>Discipline</source>
      <translation>Discipline</translation>
    </message>
    <message>
      <source>Matches</source>
      <translation>Matches</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Won</translation>
    </message>
    <message>
      <source>Lost</source>
      <translation>Lost</translation>
    </message>
    <message>
      <source>Racks won</source>
      <translation>Racks won</translation>
    </message>
    <message>
      <source>Racks lost</source>
      <translation>Racks lost</translation>
    </message>
    <message>
      <source>Break and runs</source>
      <translation>Break and runs</translation>
    </message>
    <message>
      <source>Fouls per rack</source>
      <translation>Fouls per rack</translation>
    </message>
    <message>
      <source>High run</source>
      <translation>High run</translation>
    </message>
    <message>
      <source>14.1: %1 balls per inning</source>
      <translation>14.1: %1 balls per inning</translation>
    </message>
    <message>
      <source>Form: share of racks won over the last 5 matches</source>
      <translation>Form: share of racks won over the last 5 matches</translation>
    </message>
    <message>
      <source>Export PDF…</source>
      <translation>Export PDF…</translation>
    </message>
    <message>
      <source>Export CSV…</source>
      <translation>Export CSV…</translation>
    </message>
    <message>
      <source>Printed %1</source>
      <translation>Printed %1</translation>
    </message>
    <message>
      <source>Totals per discipline</source>
      <translation>Totals per discipline</translation>
    </message>
    <message>
      <source>Page %1 of %2</source>
      <translation>Page %1 of %2</translation>
    </message>
    <message>
      <source>Balls per inning</source>
      <translation>Balls per inning</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>Date</translation>
    </message>
    <message>
      <source>Opponent</source>
      <translation>Opponent</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Result</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Event</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Not finished</translation>
    </message>
    <message>
      <source>Export the player's page</source>
      <translation>Export the player's page</translation>
    </message>
    <message>
      <source>PDF documents (*.pdf)</source>
      <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
      <source>CSV tables (*.csv)</source>
      <translation>CSV tables (*.csv)</translation>
    </message>
    <message>
      <source>Not exported: %1</source>
      <translation>Not exported: %1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>Exported to %1</translation>
    </message>
    <message>
      <source>Victory</source>
      <translation>Victory</translation>
    </message>
    <message>
      <source>Defeat</source>
      <translation>Defeat</translation>
    </message>
    <message>
      <source>Rating %1, provisional (robustness %2)</source>
      <translation>Rating %1, provisional (robustness %2)</translation>
    </message>
    <message>
      <source>A match between two names of this player: not counted</source>
      <translation>A match between two names of this player: not counted</translation>
    </message>
    <message>
      <source>Matches between two names of this player, not counted: %1</source>
      <translation>Matches between two names of this player, not counted: %1</translation>
    </message>
    <message>
      <source>Rating after each day played</source>
      <translation>Rating after each day played</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>Games won–lost</source>
      <translation>Games won–lost</translation>
    </message>
    <message>
      <source>This match cannot be opened: %1</source>
      <translation>This match cannot be opened: %1</translation>
    </message>
    <message numerus="yes">
      <source>%n match(es)</source>
      <translation>
        <numerusform>%n match</numerusform>
        <numerusform>%n matches</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Head-to-head: %n opponent(s)</source>
      <translation>
        <numerusform>Head-to-head: %n opponent</numerusform>
        <numerusform>Head-to-head: %n opponents</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>PlayerPanel</name>
    <message>
      <source>Winner of the match</source>
      <translation>Winner of the match</translation>
    </message>
    <message>
      <source>Breaks</source>
      <translation>Breaks</translation>
    </message>
    <message>
      <source>Broke this rack</source>
      <translation>Broke this rack</translation>
    </message>
    <message>
      <source>Run %1 · high %2 · avg %3</source>
      <translation>Run %1 · high %2 · avg %3</translation>
    </message>
    <message>
      <source>Innings %1</source>
      <translation>Innings %1</translation>
    </message>
    <message>
      <source>Match ball</source>
      <translation>Match ball</translation>
    </message>
    <message>
      <source>⚠ %1 consecutive fouls: a third costs %2 more points</source>
      <translation>⚠ %1 consecutive fouls: a third costs %2 more points</translation>
    </message>
    <message>
      <source>⚠ %1 consecutive fouls: a third loses the rack</source>
      <translation>⚠ %1 consecutive fouls: a third loses the rack</translation>
    </message>
    <message>
      <source>%1 consecutive fouls</source>
      <translation>%1 consecutive fouls</translation>
    </message>
    <message>
      <source>1 foul</source>
      <translation>1 foul</translation>
    </message>
  </context>
  <context>
    <name>PlayersWindow</name>
    <message>
      <source>Players</source>
      <translation>Players</translation>
    </message>
    <message>
      <source>All disciplines</source>
      <translation>All disciplines</translation>
    </message>
    <message>
      <source>Nine- and ten-ball</source>
      <translation>Nine- and ten-ball</translation>
    </message>
    <message>
      <source>Ratings from:</source>
      <translation>Ratings from:</translation>
    </message>
    <message>
      <source>Starter rating:</source>
      <translation>Starter rating:</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>Club</source>
      <translation>Club</translation>
    </message>
    <message>
      <source>Rating</source>
      <translation>Rating</translation>
    </message>
    <message>
      <source>Robustness</source>
      <translation>Robustness</translation>
    </message>
    <message>
      <source>Matches</source>
      <translation>Matches</translation>
    </message>
    <message>
      <source>Player's page…</source>
      <translation>Player's page…</translation>
    </message>
    <message>
      <source>Merge…</source>
      <translation>Merge…</translation>
    </message>
    <message>
      <source>Export results…</source>
      <translation>Export results…</translation>
    </message>
    <message>
      <source>Import ratings…</source>
      <translation>Import ratings…</translation>
    </message>
    <message>
      <source>The history cannot be read now: %1</source>
      <translation>The history cannot be read now: %1</translation>
    </message>
    <message>
      <source>Damaged rows of the history left out: %1.</source>
      <translation>Damaged rows of the history left out: %1.</translation>
    </message>
    <message>
      <source>Damaged merges read as no merge: %1 (those players are listed on their own).</source>
      <translation>Damaged merges read as no merge: %1 (those players are listed on their own).</translation>
    </message>
    <message>
      <source>Matches exported: %1.</source>
      <translation>Matches exported: %1.</translation>
    </message>
    <message>
      <source>Lines left out: %1.</source>
      <translation>Lines left out: %1.</translation>
    </message>
    <message>
      <source>Merge players</source>
      <translation>Merge players</translation>
    </message>
    <message>
      <source>Merge %1 into %2? Their matches will count as %2's.</source>
      <translation>Merge %1 into %2? Their matches will count as %2's.</translation>
    </message>
    <message>
      <source>Not merged: %1</source>
      <translation>Not merged: %1</translation>
    </message>
    <message>
      <source>Not unmerged: %1</source>
      <translation>Not unmerged: %1</translation>
    </message>
    <message>
      <source>Export results</source>
      <translation>Export results</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>CSV files (*.csv)</translation>
    </message>
    <message>
      <source>Not exported: %1</source>
      <translation>Not exported: %1</translation>
    </message>
    <message>
      <source>Import ratings</source>
      <translation>Import ratings</translation>
    </message>
    <message>
      <source>CSV files (*.csv *.txt)</source>
      <translation>CSV files (*.csv *.txt)</translation>
    </message>
    <message>
      <source>Not imported: %1</source>
      <translation>Not imported: %1</translation>
    </message>
    <message>
      <source>Ratings imported: %1 players updated, %2 added.</source>
      <translation>Ratings imported: %1 players updated, %2 added.</translation>
    </message>
    <message>
      <source>Reading the players…</source>
      <translation>Reading the players…</translation>
    </message>
    <message>
      <source>Importing the ratings of %1…</source>
      <translation>Importing the ratings of %1…</translation>
    </message>
    <message>
      <source>Reading %1…</source>
      <translation>Reading %1…</translation>
    </message>
    <message>
      <source>Import cancelled: nothing was changed.</source>
      <translation>Import cancelled: nothing was changed.</translation>
    </message>
    <message>
      <source>Add player…</source>
      <translation>Add player…</translation>
    </message>
    <message>
      <source>Edit…</source>
      <translation>Edit…</translation>
    </message>
    <message>
      <source>Unmerge…</source>
      <translation>Unmerge…</translation>
    </message>
    <message>
      <source>Split a name…</source>
      <translation>Split a name…</translation>
    </message>
    <message>
      <source>Not split: %1</source>
      <translation>Not split: %1</translation>
    </message>
    <message>
      <source>Not added: %1</source>
      <translation>Not added: %1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>Not saved: %1</translation>
    </message>
    <message>
      <source>Saving the change…</source>
      <translation>Saving the change…</translation>
    </message>
    <message>
      <source>Another change is being saved: try again.</source>
      <translation>Another change is being saved: try again.</translation>
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
    <name>ResumeDialog</name>
    <message>
      <source>Unfinished matches</source>
      <translation>Unfinished matches</translation>
    </message>
    <message>
      <source>These matches were not finished. Resume one, or discard it (it is archived, not deleted).</source>
      <translation>These matches were not finished. Resume one, or discard it (it is archived, not deleted).</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Players</translation>
    </message>
    <message>
      <source>Discipline</source>
      <translation>Discipline</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>Last change</source>
      <translation>Last change</translation>
    </message>
    <message>
      <source>Resume</source>
      <translation>Resume</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Discard</translation>
    </message>
    <message>
      <source>Close this match without saving it to the history; its journal is archived.</source>
      <translation>Close this match without saving it to the history; its journal is archived.</translation>
    </message>
    <message>
      <source>Not now</source>
      <translation>Not now</translation>
    </message>
    <message>
      <source>Cannot be read</source>
      <translation>Cannot be read</translation>
    </message>
    <message>
      <source>%1 vs %2</source>
      <translation>%1 vs %2</translation>
    </message>
    <message>
      <source>%1 (sets %2)</source>
      <translation>%1 (sets %2)</translation>
    </message>
    <message>
      <source>Could not archive the match: %1</source>
      <translation>Could not archive the match: %1</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheet</name>
    <message>
      <source>Inn.</source>
      <translation>Inn.</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>Run</source>
      <translation>Run</translation>
    </message>
    <message>
      <source>Re-
racks</source>
      <translation>Re-
racks</translation>
    </message>
    <message>
      <source>Re-racks</source>
      <translation>Re-racks</translation>
    </message>
    <message>
      <source>The inning being played</source>
      <translation>The inning being played</translation>
    </message>
  </context>
  <context>
    <name>ScorekeeperWindow</name>
    <message>
      <source>Pool Scoreboard — scorekeeper</source>
      <extracomment>Item data of the shot list: a rack's heading holds its rack number here ... ... and a shot's line the rack it was played in. The table in play: every entry goes to it (:meth:`~scoreboard.table.Table.submit` and its typed shortcuts), the controller only brings its signals.</extracomment>
      <translation>Pool Scoreboard — scorekeeper</translation>
    </message>
    <message>
      <source>&amp;Match</source>
      <translation>&amp;Match</translation>
    </message>
    <message>
      <source>&amp;New match…</source>
      <translation>&amp;New match…</translation>
    </message>
    <message>
      <source>&amp;Resume unfinished match…</source>
      <translation>&amp;Resume unfinished match…</translation>
    </message>
    <message>
      <source>Match &amp;history…</source>
      <translation>Match &amp;history…</translation>
    </message>
    <message>
      <source>&amp;Players…</source>
      <translation>&amp;Players…</translation>
    </message>
    <message>
      <source>&amp;Export match…</source>
      <translation>&amp;Export match…</translation>
    </message>
    <message>
      <source>&amp;Import a match into the history…</source>
      <translation>&amp;Import a match into the history…</translation>
    </message>
    <message>
      <source>Player at the table concedes the rack</source>
      <translation>Player at the table concedes the rack</translation>
    </message>
    <message>
      <source>Declare stalemate</source>
      <translation>Declare stalemate</translation>
    </message>
    <message>
      <source>Referee's &amp;penalty (WPA-6.16)</source>
      <translation>Referee's &amp;penalty (WPA-6.16)</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Quit</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Edit</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Undo</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Redo</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;View</translation>
    </message>
    <message>
      <source>&amp;Spectator display</source>
      <translation>&amp;Spectator display</translation>
    </message>
    <message>
      <source>Shot &amp;clock…</source>
      <translation>Shot &amp;clock…</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Language</translation>
    </message>
    <message>
      <source>&amp;Competition</source>
      <translation>&amp;Competition</translation>
    </message>
    <message>
      <source>Competition &amp;desk…</source>
      <translation>Competition &amp;desk…</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Help</translation>
    </message>
    <message>
      <source>&amp;Keys</source>
      <translation>&amp;Keys</translation>
    </message>
    <message>
      <source>&amp;About</source>
      <translation>&amp;About</translation>
    </message>
    <message>
      <source>No match yet.

Start one with Match ▸ New match… (Ctrl+N),
or open the last one with Match ▸ Resume unfinished match…</source>
      <translation>No match yet.

Start one with Match ▸ New match… (Ctrl+N),
or open the last one with Match ▸ Resume unfinished match…</translation>
    </message>
    <message>
      <source>No match yet.

Start one with Match ▸ New match… (%1),
or open the last one with Match ▸ Resume unfinished match…</source>
      <translation>No match yet.

Start one with Match ▸ New match… (%1),
or open the last one with Match ▸ Resume unfinished match…</translation>
    </message>
    <message>
      <source>No match</source>
      <translation>No match</translation>
    </message>
    <message>
      <source>— Rack %1 —</source>
      <translation>— Rack %1 —</translation>
    </message>
    <message>
      <source>— Re-rack %1 —</source>
      <translation>— Re-rack %1 —</translation>
    </message>
    <message>
      <source>Warning</source>
      <translation>Warning</translation>
    </message>
    <message>
      <source>Standard foul</source>
      <translation>Standard foul</translation>
    </message>
    <message>
      <source>Loss of the rack</source>
      <translation>Loss of the rack</translation>
    </message>
    <message>
      <source>Loss of the set</source>
      <translation>Loss of the set</translation>
    </message>
    <message>
      <source>Loss of the match</source>
      <translation>Loss of the match</translation>
    </message>
    <message>
      <source>Player %1</source>
      <translation>Player %1</translation>
    </message>
    <message>
      <source>Referee's penalty for %1: %2 (WPA-6.16)</source>
      <translation>Referee's penalty for %1: %2 (WPA-6.16)</translation>
    </message>
    <message>
      <source>Record shot [Enter] — nothing marked = miss</source>
      <extracomment>What records a finished entry: the shot in, whether it was recorded out.</extracomment>
      <translation>Record shot [Enter] — nothing marked = miss</translation>
    </message>
    <message>
      <source>Scratch [C]</source>
      <translation>Scratch [C]</translation>
    </message>
    <message>
      <source>Cue ball off [V]</source>
      <translation>Cue ball off [V]</translation>
    </message>
    <message>
      <source>Foul… [F]</source>
      <translation>Foul… [F]</translation>
    </message>
    <message>
      <source>Safety [D]</source>
      <translation>Safety [D]</translation>
    </message>
    <message>
      <source>Push out [P]</source>
      <translation>Push out [P]</translation>
    </message>
    <message>
      <source>Called, missed [M]</source>
      <translation>Called, missed [M]</translation>
    </message>
    <message>
      <source>Mark the called ball, then its pocket (or Shift+pocket): called there, missed</source>
      <translation>Mark the called ball, then its pocket (or Shift+pocket): called there, missed</translation>
    </message>
    <message>
      <source>Ball off table [O]</source>
      <translation>Ball off table [O]</translation>
    </message>
    <message>
      <source>Clear [Esc]</source>
      <translation>Clear [Esc]</translation>
    </message>
    <message>
      <source>Dry break, legal [L]</source>
      <translation>Dry break, legal [L]</translation>
    </message>
    <message>
      <source>Short break [K]</source>
      <translation>Short break [K]</translation>
    </message>
    <message>
      <source>Plays solids [G]</source>
      <translation>Plays solids [G]</translation>
    </message>
    <message>
      <source>Plays stripes [H]</source>
      <translation>Plays stripes [H]</translation>
    </message>
    <message>
      <source>Shot details</source>
      <translation>Shot details</translation>
    </message>
    <message>
      <source>Call</source>
      <translation>Call</translation>
    </message>
    <message>
      <source>Balls to a rail</source>
      <translation>Balls to a rail</translation>
    </message>
    <message>
      <source>Past head string</source>
      <translation>Past head string</translation>
    </message>
    <message>
      <source>Re-rack</source>
      <translation>Re-rack</translation>
    </message>
    <message>
      <source>no interference</source>
      <translation>no interference</translation>
    </message>
    <message>
      <source>cue ball and 15th in the rack area</source>
      <translation>cue ball and 15th in the rack area</translation>
    </message>
    <message>
      <source>15th ball in the rack area</source>
      <translation>15th ball in the rack area</translation>
    </message>
    <message>
      <source>cue ball in the rack area, 15th on or below the head string</source>
      <translation>cue ball in the rack area, 15th on or below the head string</translation>
    </message>
    <message>
      <source>cue ball in the rack area, 15th above the head string</source>
      <translation>cue ball in the rack area, 15th above the head string</translation>
    </message>
    <message>
      <source>+1 rack %1 [%2]</source>
      <translation>+1 rack %1 [%2]</translation>
    </message>
    <message>
      <source>−1 rack %1 [%2]</source>
      <translation>−1 rack %1 [%2]</translation>
    </message>
    <message>
      <source>stalemate</source>
      <translation>stalemate</translation>
    </message>
    <message>
      <source>%1 wins</source>
      <translation>%1 wins</translation>
    </message>
    <message>
      <source>Set %1, rack %2: %3</source>
      <translation>Set %1, rack %2: %3</translation>
    </message>
    <message>
      <source>Rack %1: %2</source>
      <translation>Rack %1: %2</translation>
    </message>
    <message>
      <source>Called: %1 → %2</source>
      <translation>Called: %1 → %2</translation>
    </message>
    <message>
      <source>Made: ball, then pocket (the call). Nothing made: Enter. Foul: C, V or F.</source>
      <translation>Made: ball, then pocket (the call). Nothing made: Enter. Foul: C, V or F.</translation>
    </message>
    <message>
      <source>Click the pocket the %1 went into.</source>
      <translation>Click the pocket the %1 went into.</translation>
    </message>
    <message>
      <source>Shots</source>
      <translation>Shots</translation>
    </message>
    <message>
      <source>Undo [Ctrl+Z]</source>
      <translation>Undo [Ctrl+Z]</translation>
    </message>
    <message>
      <source>Redo [Ctrl+Y]</source>
      <translation>Redo [Ctrl+Y]</translation>
    </message>
    <message>
      <source>Racks</source>
      <translation>Racks</translation>
    </message>
    <message>
      <source>as made</source>
      <translation>as made</translation>
    </message>
    <message>
      <source>Safety</source>
      <translation>Safety</translation>
    </message>
    <message>
      <source>To %1 points</source>
      <translation>To %1 points</translation>
    </message>
    <message>
      <source>Race to %1</source>
      <translation>Race to %1</translation>
    </message>
    <message>
      <source>Sets %1–%2</source>
      <translation>Sets %1–%2</translation>
    </message>
    <message>
      <source>Open table</source>
      <translation>Open table</translation>
    </message>
    <message>
      <source>Groups set</source>
      <translation>Groups set</translation>
    </message>
    <message>
      <source>Hill-hill</source>
      <translation>Hill-hill</translation>
    </message>
    <message>
      <source>Safety break, legal [L]</source>
      <translation>Safety break, legal [L]</translation>
    </message>
    <message>
      <source>Breaking foul [K]</source>
      <translation>Breaking foul [K]</translation>
    </message>
    <message>
      <source>Count the racks: 1 / 2 add a rack, 3 / 4 take one back.</source>
      <translation>Count the racks: 1 / 2 add a rack, 3 / 4 take one back.</translation>
    </message>
    <message>
      <source>Lag: press 1–4 or click who won it.</source>
      <translation>Lag: press 1–4 or click who won it.</translation>
    </message>
    <message>
      <source>Choice pending: press 1–%1 or click an option.</source>
      <translation>Choice pending: press 1–%1 or click an option.</translation>
    </message>
    <message>
      <source>The match is over.</source>
      <translation>The match is over.</translation>
    </message>
    <message>
      <source>Made: %1</source>
      <translation>Made: %1</translation>
    </message>
    <message>
      <source>Off the table: %1</source>
      <translation>Off the table: %1</translation>
    </message>
    <message>
      <source>click the ball that left the table</source>
      <translation>click the ball that left the table</translation>
    </message>
    <message>
      <source>called and missed: click the called pocket</source>
      <translation>called and missed: click the called pocket</translation>
    </message>
    <message>
      <source>Break: click the balls made, then a pocket; nothing made: L or K.</source>
      <translation>Break: click the balls made, then a pocket; nothing made: L or K.</translation>
    </message>
    <message>
      <source>Made: ball, then pocket. Nothing made: Enter. Foul: C, V or F.</source>
      <translation>Made: ball, then pocket. Nothing made: Enter. Foul: C, V or F.</translation>
    </message>
    <message>
      <source>Which ball was called?</source>
      <translation>Which ball was called?</translation>
    </message>
    <message>
      <source>Click the pocket the ball went into.</source>
      <translation>Click the pocket the ball went into.</translation>
    </message>
    <message>
      <source>Mark the called ball, then Shift+pocket.</source>
      <translation>Mark the called ball, then Shift+pocket.</translation>
    </message>
    <message>
      <source>Click the called ball first.</source>
      <translation>Click the called ball first.</translation>
    </message>
    <message>
      <source>Click the ball that was made first.</source>
      <translation>Click the ball that was made first.</translation>
    </message>
    <message>
      <source>Undo [%1]</source>
      <translation>Undo [%1]</translation>
    </message>
    <message>
      <source>Redo [%1]</source>
      <translation>Redo [%1]</translation>
    </message>
  </context>
  <context>
    <name>ServerControl</name>
    <message>
      <source>Overlay &amp;server…</source>
      <translation>Overlay &amp;server…</translation>
    </message>
    <message>
      <source>Overlay server</source>
      <translation>Overlay server</translation>
    </message>
    <message>
      <source>The overlay server cannot listen on port %1: %2</source>
      <translation>The overlay server cannot listen on port %1: %2</translation>
    </message>
    <message>
      <source>Overlay server on: %1</source>
      <translation>Overlay server on: %1</translation>
    </message>
  </context>
  <context>
    <name>ServerDialog</name>
    <message>
      <source>Overlay server</source>
      <translation>Overlay server</translation>
    </message>
    <message>
      <source>Serve the overlay pages and the match state</source>
      <translation>Serve the overlay pages and the match state</translation>
    </message>
    <message>
      <source>Other computers on the network may connect (with the token)</source>
      <translation>Other computers on the network may connect (with the token)</translation>
    </message>
    <message>
      <source>Port</source>
      <translation>Port</translation>
    </message>
    <message>
      <source>The server is off. Nothing is served until it is switched on.</source>
      <translation>The server is off. Nothing is served until it is switched on.</translation>
    </message>
    <message>
      <source>Browser source addresses (lang=es or lang=en):</source>
      <translation>Browser source addresses (lang=es or lang=en):</translation>
    </message>
    <message>
      <source>Match state (JSON): %1</source>
      <translation>Match state (JSON): %1</translation>
    </message>
    <message>
      <source>Token: %1</source>
      <translation>Token: %1</translation>
    </message>
  </context>
  <context>
    <name>SetupDialog</name>
    <message>
      <source>New match</source>
      <extracomment>Racks to win by default, as the rules of each discipline give them (``Rack.default_race``). Points to win by default (14.1), as the rules give them (``RackOptions.target``). The "best of" distances offered in one click: the short club ones, then the RFEB's (``best_of_distances``, RFEB-Art.31). The clock combo's value for "no shot clock". The widest a box showing a player's name grows (pixels) before the dialog stops widening. the narrowest New match dialog, in pixels, and the widest handicap column heading</extracomment>
      <translation>New match</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Players</translation>
    </message>
    <message>
      <source>Player %1</source>
      <translation>Player %1</translation>
    </message>
    <message>
      <source>Name of the first player</source>
      <translation>Name of the first player</translation>
    </message>
    <message>
      <source>Name of the second player</source>
      <translation>Name of the second player</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Game</translation>
    </message>
    <message>
      <source>Three-ball break</source>
      <translation>Three-ball break</translation>
    </message>
    <message>
      <source>The break must pocket three balls, or pocketed balls plus balls crossing the head string must reach three (WPA-2.10).</source>
      <translation>The break must pocket three balls, or pocketed balls plus balls crossing the head string must reach three (WPA-2.10).</translation>
    </message>
    <message>
      <source>Count racks only (no shot entry)</source>
      <translation>Count racks only (no shot entry)</translation>
    </message>
    <message>
      <source>Discipline</source>
      <translation>Discipline</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Rules</translation>
    </message>
    <message>
      <source>Distance</source>
      <translation>Distance</translation>
    </message>
    <message>
      <source>Race to</source>
      <translation>Race to</translation>
    </message>
    <message>
      <source>Best of %1: race to %2 (RFEB-Art.31)</source>
      <translation>Best of %1: race to %2 (RFEB-Art.31)</translation>
    </message>
    <message>
      <source>Best of %1: race to %2</source>
      <translation>Best of %1: race to %2</translation>
    </message>
    <message>
      <source>Best of</source>
      <translation>Best of</translation>
    </message>
    <message>
      <source>Play sets</source>
      <translation>Play sets</translation>
    </message>
    <message>
      <source>Sets to win</source>
      <translation>Sets to win</translation>
    </message>
    <message>
      <source>Sets</source>
      <translation>Sets</translation>
    </message>
    <message>
      <source>Points to win</source>
      <translation>Points to win</translation>
    </message>
    <message>
      <source>Handicap</source>
      <translation>Handicap</translation>
    </message>
    <message>
      <source>Start score</source>
      <translation>Start score</translation>
    </message>
    <message>
      <source>Break</source>
      <translation>Break</translation>
    </message>
    <message>
      <source>Winner breaks</source>
      <translation>Winner breaks</translation>
    </message>
    <message>
      <source>Alternate breaks</source>
      <translation>Alternate breaks</translation>
    </message>
    <message>
      <source>Loser breaks</source>
      <translation>Loser breaks</translation>
    </message>
    <message>
      <source>Next racks</source>
      <translation>Next racks</translation>
    </message>
    <message>
      <source>Lag won by</source>
      <translation>Lag won by</translation>
    </message>
    <message>
      <source>No lag:</source>
      <translation>No lag:</translation>
    </message>
    <message>
      <source>who breaks</source>
      <translation>who breaks</translation>
    </message>
    <message>
      <source>who passes the break</source>
      <translation>who passes the break</translation>
    </message>
    <message>
      <source>breaks</source>
      <translation>breaks</translation>
    </message>
    <message>
      <source>First break</source>
      <translation>First break</translation>
    </message>
    <message>
      <source>Shot clock</source>
      <translation>Shot clock</translation>
    </message>
    <message>
      <source>Off</source>
      <translation>Off</translation>
    </message>
    <message>
      <source>Profile</source>
      <translation>Profile</translation>
    </message>
    <message>
      <source>Start match</source>
      <translation>Start match</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancel</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Custom</translation>
    </message>
    <message>
      <source>%1 (%2 s a shot)</source>
      <translation>%1 (%2 s a shot)</translation>
    </message>
    <message>
      <source>%1 s a shot</source>
      <translation>%1 s a shot</translation>
    </message>
    <message>
      <source>(%1 s after the break)</source>
      <translation>(%1 s after the break)</translation>
    </message>
    <message>
      <source>%1 extension(s) of %2 s per rack</source>
      <translation>%1 extension(s) of %2 s per rack</translation>
    </message>
    <message>
      <source>no extensions</source>
      <translation>no extensions</translation>
    </message>
    <message>
      <source>No shot clock.</source>
      <translation>No shot clock.</translation>
    </message>
    <message>
      <source>To change these times, choose View › Shot clock… once the match has started.</source>
      <translation>To change these times, choose View › Shot clock… once the match has started.</translation>
    </message>
    <message>
      <source>The name of player %1 holds a control character (a tab, a line break or an invisible code): type it again.</source>
      <translation>The name of player %1 holds a control character (a tab, a line break or an invisible code): type it again.</translation>
    </message>
    <message>
      <source>The name of player %1 is longer than %2 characters.</source>
      <translation>The name of player %1 is longer than %2 characters.</translation>
    </message>
    <message>
      <source>Racks per set</source>
      <translation>Racks per set</translation>
    </message>
    <message>
      <source>Start score (points)</source>
      <translation>Start score (points)</translation>
    </message>
    <message>
      <source>Start score (racks)</source>
      <translation>Start score (racks)</translation>
    </message>
    <message>
      <source>best of %1</source>
      <translation>best of %1</translation>
    </message>
    <message>
      <source>%1 would start with %2 points but needs %3 to win: a start score must be below the target.</source>
      <translation>%1 would start with %2 points but needs %3 to win: a start score must be below the target.</translation>
    </message>
    <message>
      <source>%1 would start with %2 racks but needs %3 to win: a start score must be below the race.</source>
      <translation>%1 would start with %2 racks but needs %3 to win: a start score must be below the race.</translation>
    </message>
    <message>
      <source>A race needs at least one rack.</source>
      <translation>A race needs at least one rack.</translation>
    </message>
    <message>
      <source>Play at least one set.</source>
      <translation>Play at least one set.</translation>
    </message>
    <message>
      <source>A target needs at least one point.</source>
      <translation>A target needs at least one point.</translation>
    </message>
    <message>
      <source>A start score cannot be negative.</source>
      <translation>A start score cannot be negative.</translation>
    </message>
    <message>
      <source>Straight pool is scored in points, not racks.</source>
      <translation>Straight pool is scored in points, not racks.</translation>
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
    <name>SpectatorWindow</name>
    <message>
      <source>Pool Scoreboard — spectators</source>
      <translation>Pool Scoreboard — spectators</translation>
    </message>
  </context>
  <context>
    <name>TableCard</name>
    <message>
      <source>Unknown</source>
      <translation>Unknown</translation>
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
      <source>Three-ball break rule not met</source>
      <translation>Three-ball break rule not met</translation>
    </message>
    <message>
      <source>Cue ball off the table while shooting at the 8</source>
      <translation>Cue ball off the table while shooting at the 8</translation>
    </message>
    <message>
      <source>Own balls pocketed on a foul</source>
      <translation>Own balls pocketed on a foul</translation>
    </message>
    <message>
      <source>Balls removed to equalise</source>
      <translation>Balls removed to equalise</translation>
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
      <source>That foul does not exist in these rules.</source>
      <translation>That foul does not exist in these rules.</translation>
    </message>
    <message>
      <source>More balls than there are on the table.</source>
      <translation>More balls than there are on the table.</translation>
    </message>
    <message>
      <source>Unknown discipline or ruleset.</source>
      <translation>Unknown discipline or ruleset.</translation>
    </message>
    <message>
      <source>Nothing was made on the break: say how many balls reached a rail.</source>
      <translation>Nothing was made on the break: say how many balls reached a rail.</translation>
    </message>
    <message>
      <source>Nothing to redo.</source>
      <translation>Nothing to redo.</translation>
    </message>
    <message>
      <source>The entry could not be written to disk and was not recorded.</source>
      <translation>The entry could not be written to disk and was not recorded.</translation>
    </message>
    <message>
      <source>The data folder cannot be written: this match is not being saved.</source>
      <translation>The data folder cannot be written: this match is not being saved.</translation>
    </message>
    <message>
      <source>Best of must be an odd number of racks.</source>
      <translation>Best of must be an odd number of racks.</translation>
    </message>
    <message>
      <source>The breaker must be one of the two players.</source>
      <translation>The breaker must be one of the two players.</translation>
    </message>
    <message>
      <source>A match needs two players.</source>
      <translation>A match needs two players.</translation>
    </message>
    <message>
      <source>A player's name is empty.</source>
      <translation>A player's name is empty.</translation>
    </message>
    <message>
      <source>A player's name holds a control character (a tab, a line break or an invisible code).</source>
      <translation>A player's name holds a control character (a tab, a line break or an invisible code).</translation>
    </message>
    <message>
      <source>A player's name is longer than %1 characters.</source>
      <translation>A player's name is longer than %1 characters.</translation>
    </message>
    <message>
      <source>A race needs at least one rack.</source>
      <translation>A race needs at least one rack.</translation>
    </message>
    <message>
      <source>A doubles match names two players on each side, each a valid name.</source>
      <translation>A doubles match names two players on each side, each a valid name.</translation>
    </message>
    <message>
      <source>A doubles match needs four different players.</source>
      <translation>A doubles match needs four different players.</translation>
    </message>
    <message>
      <source>A match needs at least one set.</source>
      <translation>A match needs at least one set.</translation>
    </message>
    <message>
      <source>A 14.1 target must be at least one point.</source>
      <translation>A 14.1 target must be at least one point.</translation>
    </message>
    <message>
      <source>Straight pool is scored in points, not racks.</source>
      <translation>Straight pool is scored in points, not racks.</translation>
    </message>
    <message>
      <source>A handicap start score cannot be negative.</source>
      <translation>A handicap start score cannot be negative.</translation>
    </message>
    <message>
      <source>A handicap start score must be below the race or target.</source>
      <translation>A handicap start score must be below the race or target.</translation>
    </message>
    <message>
      <source>A rack can only be added or taken back one at a time.</source>
      <translation>A rack can only be added or taken back one at a time.</translation>
    </message>
    <message>
      <source>Enter the lag first: who won it and whether they break.</source>
      <translation>Enter the lag first: who won it and whether they break.</translation>
    </message>
    <message>
      <source>The match is over.</source>
      <translation>The match is over.</translation>
    </message>
    <message>
      <source>No match is set up: start one with Match ▸ New match, or resume the last one.</source>
      <translation>No match is set up: start one with Match ▸ New match, or resume the last one.</translation>
    </message>
    <message>
      <source>No lag is due now.</source>
      <translation>No lag is due now.</translation>
    </message>
    <message>
      <source>There is no such player.</source>
      <translation>There is no such player.</translation>
    </message>
    <message>
      <source>This match records shots, not racks.</source>
      <translation>This match records shots, not racks.</translation>
    </message>
    <message>
      <source>That player has no rack to take back.</source>
      <translation>That player has no rack to take back.</translation>
    </message>
    <message>
      <source>This match only counts racks: use +1 / −1.</source>
      <translation>This match only counts racks: use +1 / −1.</translation>
    </message>
    <message>
      <source>Answer the pending choice before giving the penalty.</source>
      <translation>Answer the pending choice before giving the penalty.</translation>
    </message>
    <message>
      <source>This match is not played in sets.</source>
      <translation>This match is not played in sets.</translation>
    </message>
    <message>
      <source>“No rail” cannot go with a ball made, off the table or to a rail: such a ball counts as driven to a rail (WPA-6.3, WPA-8.4).</source>
      <translation>“No rail” cannot go with a ball made, off the table or to a rail: such a ball counts as driven to a rail (WPA-6.3, WPA-8.4).</translation>
    </message>
    <message>
      <source>Re-rack interference applies only to the shot after which the balls are re-racked (WPA-4.8).</source>
      <translation>Re-rack interference applies only to the shot after which the balls are re-racked (WPA-4.8).</translation>
    </message>
    <message>
      <source>The match file %1 was cut short at line %2 (a power cut?).</source>
      <translation>The match file %1 was cut short at line %2 (a power cut?).</translation>
    </message>
    <message>
      <source>Line %2 of the match file %1 is damaged.</source>
      <translation>Line %2 of the match file %1 is damaged.</translation>
    </message>
    <message>
      <source>Line %2 of the match file %1 holds an entry this version does not know.</source>
      <translation>Line %2 of the match file %1 holds an entry this version does not know.</translation>
    </message>
    <message>
      <source>Line %2 of the match file %1 is out of order: an entry is missing.</source>
      <translation>Line %2 of the match file %1 is out of order: an entry is missing.</translation>
    </message>
    <message>
      <source>The match file %1 was written by a newer version of the app; it was left untouched.</source>
      <translation>The match file %1 was written by a newer version of the app; it was left untouched.</translation>
    </message>
    <message>
      <source>The file %1 is not a match file of this app; it was left untouched.</source>
      <translation>The file %1 is not a match file of this app; it was left untouched.</translation>
    </message>
    <message>
      <source>The match file %1 is empty.</source>
      <translation>The match file %1 is empty.</translation>
    </message>
    <message>
      <source>The entry at line %2 of the match file %1 could not be replayed.</source>
      <translation>The entry at line %2 of the match file %1 could not be replayed.</translation>
    </message>
    <message>
      <source>Line 1 of the match file %1 does not describe a match this app can play.</source>
      <translation>Line 1 of the match file %1 does not describe a match this app can play.</translation>
    </message>
    <message>
      <source>The match file %1 goes on after the line %2 that closed it.</source>
      <translation>The match file %1 goes on after the line %2 that closed it.</translation>
    </message>
    <message>
      <source>The settings file %1 is damaged; the defaults are used.</source>
      <translation>The settings file %1 is damaged; the defaults are used.</translation>
    </message>
    <message>
      <source>The settings file %1 has a value that is not valid; the defaults are used.</source>
      <translation>The settings file %1 has a value that is not valid; the defaults are used.</translation>
    </message>
    <message>
      <source>The settings file %1 was written by a newer version; the defaults are used.</source>
      <translation>The settings file %1 was written by a newer version; the defaults are used.</translation>
    </message>
    <message>
      <source>The match history %1 was written by a newer version; it was left untouched.</source>
      <translation>The match history %1 was written by a newer version; it was left untouched.</translation>
    </message>
    <message>
      <source>The match history %1 is damaged; a new history was started.</source>
      <translation>The match history %1 is damaged; a new history was started.</translation>
    </message>
    <message>
      <source>The file %1 is not an exported match.</source>
      <translation>The file %1 is not an exported match.</translation>
    </message>
    <message>
      <source>The file %1 is not an exported match of this app.</source>
      <translation>The file %1 is not an exported match of this app.</translation>
    </message>
    <message>
      <source>The file %1 was exported by a newer version of the app.</source>
      <translation>The file %1 was exported by a newer version of the app.</translation>
    </message>
    <message>
      <source>The exported match %1 is incomplete.</source>
      <translation>The exported match %1 is incomplete.</translation>
    </message>
    <message>
      <source>The exported match %1 holds an entry this version does not know.</source>
      <translation>The exported match %1 holds an entry this version does not know.</translation>
    </message>
    <message>
      <source>The exported match %1 holds an entry the rules refuse.</source>
      <translation>The exported match %1 holds an entry the rules refuse.</translation>
    </message>
    <message>
      <source>The match in %1 is already in the history.</source>
      <translation>The match in %1 is already in the history.</translation>
    </message>
    <message>
      <source>The file %1 cannot be read.</source>
      <translation>The file %1 cannot be read.</translation>
    </message>
    <message>
      <source>In %1, the name of player %2 cannot be taken: %3</source>
      <translation>In %1, the name of player %2 cannot be taken: %3</translation>
    </message>
    <message>
      <source>%1 is not a file (a folder, a named pipe or a device stands in its place).</source>
      <translation>%1 is not a file (a folder, a named pipe or a device stands in its place).</translation>
    </message>
    <message>
      <source>The file %1 is larger than this app reads (%3 MB at most).</source>
      <translation>The file %1 is larger than this app reads (%3 MB at most).</translation>
    </message>
    <message>
      <source>(entry %1)</source>
      <translation>(entry %1)</translation>
    </message>
    <message>
      <source>(at %1)</source>
      <translation>(at %1)</translation>
    </message>
    <message>
      <source>%1 good entries were recovered.</source>
      <translation>%1 good entries were recovered.</translation>
    </message>
    <message>
      <source>The damaged file was kept as %1.</source>
      <translation>The damaged file was kept as %1.</translation>
    </message>
  </context>
  <context>
    <name>VenueBoard</name>
    <message>
      <source>Venue board</source>
      <translation>Venue board</translation>
    </message>
    <message>
      <source>Waiting for the tables on the venue feed</source>
      <translation>Waiting for the tables on the venue feed</translation>
    </message>
    <message>
      <source>Venue feed lost: the tables' status is unknown until they speak again</source>
      <translation>Venue feed lost: the tables' status is unknown until they speak again</translation>
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
      <source>Straight pool</source>
      <translation>Straight pool</translation>
    </message>
  </context>
  <context>
    <name>describe</name>
    <message>
      <source>Rule: %1</source>
      <translation>Rule: %1</translation>
    </message>
  </context>
  <context>
    <name>ClubControls</name>
    <message numerus="yes">
      <source> game(s)</source>
      <translation>
        <numerusform> game</numerusform>
        <numerusform> games</numerusform>
      </translation>
    </message>
    <message>
      <source>A rating with fewer games is provisional, and the starter rating weighs the games still missing (FargoRate: 200). 0: no rating is provisional.</source>
      <translation>A rating with fewer games is provisional, and the starter rating weighs the games still missing (FargoRate: 200). 0: no rating is provisional.</translation>
    </message>
    <message>
      <source>The fewest racks a handicap gives the weaker player</source>
      <translation>The fewest racks a handicap gives the weaker player</translation>
    </message>
    <message>
      <source>no cap</source>
      <translation>no cap</translation>
    </message>
    <message>
      <source>A handicap makes up for no wider rating gap than this (points)</source>
      <translation>A handicap makes up for no wider rating gap than this (points)</translation>
    </message>
    <message>
      <source>Provisional below:</source>
      <translation>Provisional below:</translation>
    </message>
    <message>
      <source>Handicaps: weaker side races to at least</source>
      <translation>Handicaps: weaker side races to at least</translation>
    </message>
    <message>
      <source>Gap at most</source>
      <translation>Gap at most</translation>
    </message>
    <message>
      <source>never</source>
      <translation>never</translation>
    </message>
    <message>
      <source> days</source>
      <translation> days</translation>
    </message>
    <message>
      <source>A game weighs half as much in the ratings after this many days, a quarter after twice as many (never: every game weighs the same)</source>
      <translation>A game weighs half as much in the ratings after this many days, a quarter after twice as many (never: every game weighs the same)</translation>
    </message>
    <message>
      <source>Older games weigh half after</source>
      <translation>Older games weigh half after</translation>
    </message>
  </context>
  <context>
    <name>PeopleModel</name>
    <message>
      <source>%1 (provisional)</source>
      <translation>%1 (provisional)</translation>
    </message>
    <message>
      <source>Provisional: fewer games than the club calls established; the starter rating still weighs the games missing</source>
      <translation>Provisional: fewer games than the club calls established; the starter rating still weighs the games missing</translation>
    </message>
  </context>
  <context>
    <name>PersonDialog</name>
    <message>
      <source>Add player</source>
      <translation>Add player</translation>
    </message>
    <message>
      <source>Edit player</source>
      <translation>Edit player</translation>
    </message>
    <message>
      <source>none</source>
      <translation>none</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Name:</translation>
    </message>
    <message>
      <source>Club:</source>
      <translation>Club:</translation>
    </message>
    <message>
      <source>Imported rating:</source>
      <translation>Imported rating:</translation>
    </message>
    <message>
      <source>The club is longer than %1 characters or holds a control character.</source>
      <translation>The club is longer than %1 characters or holds a control character.</translation>
    </message>
    <message>
      <source>The rating is a number from %1 to %2, or empty for none.</source>
      <translation>The rating is a number from %1 to %2, or empty for none.</translation>
    </message>
  </context>
  <context>
    <name>SplitDialog</name>
    <message>
      <source>Split a name</source>
      <translation>Split a name</translation>
    </message>
    <message>
      <source>The matches stored under the name chosen will count for a new player of that name, no longer for %1.</source>
      <translation>The matches stored under the name chosen will count for a new player of that name, no longer for %1.</translation>
    </message>
  </context>
  <context>
    <name>UnmergeDialog</name>
    <message>
      <source>Unmerge</source>
      <translation>Unmerge</translation>
    </message>
    <message>
      <source>The merge chosen is undone; the others stay.</source>
      <translation>The merge chosen is undone; the others stay.</translation>
    </message>
    <message>
      <source>%1 into %2</source>
      <translation>%1 into %2</translation>
    </message>
  </context>
</TS>
