<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
  <context>
    <name />
    <message>
      <source>Players of the side</source>
      <translation>Jugadores de la pareja</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Partidas</translation>
    </message>
    <message>
      <source>Table %1 has a match in play: it stays a phone table.</source>
      <translation>La mesa %1 tiene un partido en juego: sigue siendo una mesa con móvil.</translation>
    </message>
    <message>
      <source>Undo its last entry</source>
      <translation>Deshacer su última anotación</translation>
    </message>
    <message>
      <source>Take back the table's last entry, a mis-tapped winning shot too, until its result is confirmed or its next match starts. Its phones are told.</source>
      <translation>Deshace la última anotación de la mesa, también una jugada ganadora mal anotada, hasta que se confirme su resultado o empiece su siguiente partido. Sus móviles lo reciben.</translation>
    </message>
    <message>
      <source>Undo the last entry on table %1? %2</source>
      <translation>¿Deshacer la última anotación de la mesa %1? %2</translation>
    </message>
    <message>
      <source>The event's shot clock</source>
      <translation>El reloj de tiro de la competición</translation>
    </message>
    <message>
      <source>The shot clock of this phase's matches: the event's, unless another is chosen (the final timed when the early rounds are not, for instance).</source>
      <translation>El reloj de tiro de los partidos de esta fase: el de la competición, salvo que se elija otro (por ejemplo, la final con reloj y las primeras rondas sin él).</translation>
    </message>
    <message>
      <source>Finals</source>
      <extracomment>The heading of the printed bracket's finals (the final and the second final).</extracomment>
      <translation>Finales</translation>
    </message>
    <message>
      <source>%1 (continued)</source>
      <extracomment>The heading of a phase of the printed bracket on its second page and after: %1 the phase.</extracomment>
      <translation>%1 (continuación)</translation>
    </message>
    <message>
      <source>Re-rack %1</source>
      <translation>Nuevo triángulo %1</translation>
    </message>
    <message>
      <source>The entrants' ratings are still being read from the history. Draw now with every entrant at the starter rating (every race even)?</source>
      <translation>Los niveles de los inscritos aún se están leyendo del historial. ¿Sortear ya con todos los inscritos en el nivel inicial (todas las carreras iguales)?</translation>
    </message>
    <message>
      <source>Reading the entrants' ratings from the history: the draw is made as soon as they are read.</source>
      <translation>Leyendo del historial los niveles de los inscritos: el sorteo se hace en cuanto estén leídos.</translation>
    </message>
    <message>
      <source>%1, %2 games</source>
      <translation>%1, %2 partidas</translation>
    </message>
    <message>
      <source>%1, 1 game</source>
      <translation>%1, 1 partida</translation>
    </message>
    <message>
      <source>%1, imported</source>
      <translation>%1, importado</translation>
    </message>
    <message>
      <source>%1, starter rating</source>
      <translation>%1, nivel inicial</translation>
    </message>
    <message>
      <source>&amp;Distances and shot clock…</source>
      <translation>&amp;Distancias y reloj de tiro…</translation>
    </message>
    <message>
      <source>Every match the desk starts plays with this clock, in the scorekeeper's window and on phone tables alike. A change applies to the matches started after it.</source>
      <translation>Todos los partidos que se inician desde la competición se juegan con este reloj, en la ventana del anotador y en las mesas con móvil. Un cambio vale para los partidos que empiecen después.</translation>
    </message>
    <message>
      <source>%1 (%2 s a shot)</source>
      <translation>%1 (%2 s por tiro)</translation>
    </message>
    <message>
      <source>No shot clock</source>
      <translation>Sin reloj de tiro</translation>
    </message>
    <message>
      <source>Shot clock</source>
      <translation>Reloj de tiro</translation>
    </message>
    <message>
      <source>typed</source>
      <translation>introducido a mano</translation>
    </message>
    <message>
      <source>from a venue table</source>
      <translation>de una mesa de la sala</translation>
    </message>
    <message>
      <source>forfeit</source>
      <translation>abandono</translation>
    </message>
    <message>
      <source>Result received at the competition desk from a venue table: its racks and shots were kept there, not here.</source>
      <translation>Resultado recibido en la organización desde una mesa de la sala: sus partidas y tiros se guardaron allí, no aquí.</translation>
    </message>
    <message>
      <source>Result typed at the competition desk: no racks or shots were recorded.</source>
      <translation>Resultado introducido a mano en la organización: no se anotaron partidas ni tiros.</translation>
    </message>
    <message>
      <source>Won by a forfeit: it counts no games in the ratings.</source>
      <translation>Ganado por abandono: no cuenta partidas en los niveles.</translation>
    </message>
    <message>
      <source>%1 wins the rack: %2</source>
      <translation>%1 gana la partida: %2</translation>
    </message>
    <message>
      <source>%1 wins the match: %2 points</source>
      <translation>%1 gana el partido: %2 puntos</translation>
    </message>
    <message>
      <source>%1 wins the game: %2 points</source>
      <translation>%1 gana la partida: %2 puntos</translation>
    </message>
    <message>
      <source>Foul by %1: %2</source>
      <translation>Falta de %1: %2</translation>
    </message>
    <message>
      <source>Spot: %1</source>
      <translation>Reponer: %1</translation>
    </message>
    <message>
      <source>Removed: %1</source>
      <translation>Retiradas: %1</translation>
    </message>
    <message>
      <source>Points: %1</source>
      <translation>Puntos: %1</translation>
    </message>
    <message>
      <source>%1 to shoot</source>
      <translation>Tira %1</translation>
    </message>
    <message>
      <source>Warning: %1 is on two fouls; a third foul loses</source>
      <translation>Aviso: %1 lleva dos faltas; la tercera pierde</translation>
    </message>
    <message>
      <source>Rule: %1</source>
      <translation>Regla: %1</translation>
    </message>
    <message>
      <source>rack to %1 on the break</source>
      <translation>partida para %1 en el saque</translation>
    </message>
    <message>
      <source>rack to %1</source>
      <translation>partida para %1</translation>
    </message>
    <message>
      <source>foul: %1</source>
      <translation>falta: %1</translation>
    </message>
    <message>
      <source>concedes</source>
      <translation>concede</translation>
    </message>
    <message>
      <source>referee's penalty (WPA-6.16)</source>
      <translation>sanción arbitral (WPA-6.16)</translation>
    </message>
    <message>
      <source>break</source>
      <translation>saque</translation>
    </message>
    <message>
      <source>push out</source>
      <translation>push out</translation>
    </message>
    <message>
      <source>safety</source>
      <translation>tiro de seguridad</translation>
    </message>
    <message>
      <source>called %1 in %2</source>
      <translation>cantada la %1 a la %2</translation>
    </message>
    <message>
      <source>called %1</source>
      <translation>cantada la %1</translation>
    </message>
    <message>
      <source>made %1</source>
      <translation>mete %1</translation>
    </message>
    <message>
      <source>off the table %1</source>
      <translation>fuera de la mesa %1</translation>
    </message>
    <message>
      <source>no ball made</source>
      <translation>no mete bola</translation>
    </message>
    <message>
      <source>%1 wins the match.</source>
      <translation>%1 gana el partido.</translation>
    </message>
    <message>
      <source>%1 conceded the match.</source>
      <translation>%1 concedió el partido.</translation>
    </message>
    <message>
      <source>%1 forfeited the match.</source>
      <translation>%1 perdió el partido por incomparecencia.</translation>
    </message>
    <message>
      <source>%1 lost the match on a penalty.</source>
      <translation>%1 perdió el partido por sanción.</translation>
    </message>
    <message>
      <source>Rack %1</source>
      <translation>Partida %1</translation>
    </message>
    <message>
      <source>Game %1, rack %2</source>
      <translation>Juego %1, triángulo %2</translation>
    </message>
    <message>
      <source>Rack %1</source>
      <comment>14.1: a rack of balls</comment>
      <translation>Triángulo %1</translation>
    </message>
    <message>
      <source>File problem</source>
      <extracomment>Nobody is at the window (a --screenshot run): a message that would wait for the scorekeeper's OK is written to the log instead. The table in play: every command goes to it (its one way in, ``submit``). The journal's count when the disk last refused an entry (None: no refusal shown). The competition desk and its link to this window (made when first opened).</extracomment>
      <translation>Problema con un archivo</translation>
    </message>
    <message>
      <source>The data folder cannot be written: %1</source>
      <translation>No se puede escribir en la carpeta de datos: %1</translation>
    </message>
    <message>
      <source>Resume</source>
      <translation>Reanudar</translation>
    </message>
    <message>
      <source>There is no unfinished match.</source>
      <translation>No hay ningún partido sin terminar.</translation>
    </message>
    <message>
      <source>History</source>
      <translation>Historial</translation>
    </message>
    <message>
      <source>Won matches that could not be stored in the history last time are now stored in it: %1.</source>
      <translation>Los partidos ganados que la última vez no se pudieron guardar en el historial ya están guardados en él: %1.</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <source>Not in the history: a match with the same identity is already stored there.</source>
      <extracomment>Nobody is at the window: what would wait for an OK goes to the log only.</extracomment>
      <translation>No está en el historial: ya hay guardado un partido con la misma identidad.</translation>
    </message>
    <message>
      <source>Not in the history yet: the history cannot take it now. The match is kept and will be stored at the next start.</source>
      <translation>Aún no está en el historial: el historial no puede guardarlo ahora. El partido se conserva y se guardará al volver a abrir la aplicación.</translation>
    </message>
    <message>
      <source>The undone win is still in the history: the history cannot be changed now. The match is kept and offered at the next start; the win is taken out as soon as the history allows.</source>
      <translation>La victoria deshecha sigue en el historial: ahora no se puede modificar. El partido se conserva y se ofrecerá en el próximo inicio; la victoria se quitará en cuanto el historial lo permita.</translation>
    </message>
    <message>
      <source>The history file %1 was deleted while the app was running. It has been written again with every match the app holds.</source>
      <translation>El archivo del historial %1 se borró mientras la aplicación estaba abierta. Se ha vuelto a escribir con todos los partidos que la aplicación conserva.</translation>
    </message>
    <message>
      <source>The history file %1 was emptied or cut short while the app was running. It has been written again from the copy the app holds.</source>
      <translation>El archivo del historial %1 se vació o se recortó mientras la aplicación estaba abierta. Se ha vuelto a escribir desde la copia que la aplicación conserva.</translation>
    </message>
    <message>
      <source>The history file %1 was emptied or cut short while the app was running, before the app held a copy of it: matches stored in it may be lost.</source>
      <translation>El archivo del historial %1 se vació o se recortó mientras la aplicación estaba abierta, antes de que la aplicación tuviera una copia: pueden haberse perdido partidos guardados en él.</translation>
    </message>
    <message>
      <source>Already in the history</source>
      <translation>Ya está en el historial</translation>
    </message>
    <message>
      <source>The history already holds a result for this match: %1. Replace the stored result with this one: %2?</source>
      <translation>El historial ya tiene un resultado de este partido: %1. ¿Reemplazar el resultado guardado por este: %2?</translation>
    </message>
    <message>
      <source>Replace the stored result</source>
      <translation>Reemplazar el resultado guardado</translation>
    </message>
    <message>
      <source>Keep the stored result</source>
      <translation>Conservar el resultado guardado</translation>
    </message>
    <message>
      <source>Not saved: the data folder cannot be written (%1).</source>
      <extracomment>Nobody is at the window: what would wait for an OK goes to the log only. The journal's count when the disk last refused an entry (None: no refusal shown).</extracomment>
      <translation>Sin guardar: no se puede escribir en la carpeta de datos (%1).</translation>
    </message>
    <message>
      <source>Not saved</source>
      <translation>Sin guardar</translation>
    </message>
    <message>
      <source>The data folder cannot be written:
%1
The match goes on, but it is not being saved. Choose another data folder (--data-dir) to keep a record.</source>
      <translation>No se puede escribir en la carpeta de datos:
%1
El partido continúa, pero no se está guardando. Elija otra carpeta de datos (--data-dir) para conservar el registro.</translation>
    </message>
    <message>
      <source>The match's file had been deleted or replaced on disk; it was written again in its place, with every entry: %1</source>
      <translation>El archivo de la partida se había borrado o sustituido en el disco; se ha vuelto a escribir en su sitio, con todas las entradas: %1</translation>
    </message>
    <message>
      <source>Not recorded: the last entry could not be written to disk (%1). Everything recorded before it is safe. Free some space, then enter it again.</source>
      <translation>No registrada: la última entrada no se ha podido escribir en el disco (%1). Todo lo registrado antes está a salvo. Libere espacio y vuelva a introducirla.</translation>
    </message>
    <message>
      <source>About Pool Scoreboard</source>
      <translation>Acerca de Pool Scoreboard</translation>
    </message>
    <message>
      <source>Pool Scoreboard %1
Scoreboard and referee for pocket billiards.</source>
      <translation>Pool Scoreboard %1
Marcador y árbitro para billar pool.</translation>
    </message>
    <message>
      <source>No extension left for %1.</source>
      <translation>A %1 no le quedan extensiones.</translation>
    </message>
    <message>
      <source>The shot clock is not running.</source>
      <translation>El reloj de tiro no está en marcha.</translation>
    </message>
    <message>
      <source>To %1 points</source>
      <translation>A %1 puntos</translation>
    </message>
    <message>
      <source>Race to %1</source>
      <translation>Carrera a %1</translation>
    </message>
    <message>
      <source>Race chart: about a race to %1</source>
      <translation>Tabla de carreras: carrera a unas %1</translation>
    </message>
    <message>
      <source>Rows: your rating; columns: your opponent’s. Your racks come first.</source>
      <translation>Filas: su nivel; columnas: el de su rival. Sus partidas van primero.</translation>
    </message>
    <message>
      <source>Rating</source>
      <translation>Nivel</translation>
    </message>
    <message>
      <source>Difference</source>
      <translation>Diferencia</translation>
    </message>
    <message>
      <source>Fair races by rating difference</source>
      <translation>Carreras justas por diferencia de nivel</translation>
    </message>
    <message>
      <source>The stronger player’s racks first, with his chance of winning the race.</source>
      <translation>Primero las partidas del jugador más fuerte, con su probabilidad de ganar la carrera.</translation>
    </message>
    <message>
      <source>Set %1 · sets %2–%3</source>
      <translation>Set %1 · sets %2–%3</translation>
    </message>
    <message>
      <source>%1 wins the match</source>
      <extracomment>Decisions worth a banner when the shot was neither a foul nor the end of the rack, in order.</extracomment>
      <translation>%1 gana el partido</translation>
    </message>
    <message>
      <source>Warning: %1 is on two fouls</source>
      <translation>Aviso: %1 lleva dos faltas</translation>
    </message>
    <message>
      <source>%1 wins the rack</source>
      <translation>%1 gana la partida</translation>
    </message>
    <message>
      <source>Foul: %1</source>
      <translation>Falta: %1</translation>
    </message>
    <message>
      <source>Extensions %1 – %2</source>
      <translation>Extensiones %1 – %2</translation>
    </message>
    <message>
      <source>Pool Scoreboard</source>
      <translation>Marcador de Pool</translation>
    </message>
    <message>
      <source>The match will start soon</source>
      <translation>El partido empezará en breve</translation>
    </message>
    <message>
      <source>Sets %1</source>
      <translation>Sets %1</translation>
    </message>
    <message>
      <source>Run %1</source>
      <translation>Serie %1</translation>
    </message>
    <message>
      <source>High run %1</source>
      <translation>Mejor serie %1</translation>
    </message>
    <message>
      <source>WINNER</source>
      <translation>GANADOR</translation>
    </message>
    <message>
      <source>MATCH BALL</source>
      <translation>BOLA DE PARTIDO</translation>
    </message>
    <message>
      <source>BREAK</source>
      <translation>SAQUE</translation>
    </message>
    <message>
      <source>HILL-HILL</source>
      <translation>¡AMBOS A UNA!</translation>
    </message>
    <message>
      <source>%1 on the table</source>
      <translation>%1 en la mesa</translation>
    </message>
    <message>
      <source>BROKE</source>
      <translation>SACÓ</translation>
    </message>
    <message>
      <source>Race won</source>
      <translation>Carrera ganada</translation>
    </message>
    <message>
      <source>Target reached</source>
      <translation>Puntuación objetivo alcanzada</translation>
    </message>
    <message>
      <source>Conceded</source>
      <translation>Concedido</translation>
    </message>
    <message>
      <source>Forfeit</source>
      <translation>Abandono</translation>
    </message>
    <message>
      <source>Referee's penalty</source>
      <translation>Sanción arbitral</translation>
    </message>
    <message>
      <source>Score sheet</source>
      <translation>Acta</translation>
    </message>
    <message>
      <source>to %1 points</source>
      <translation>a %1 puntos</translation>
    </message>
    <message>
      <source>best of %1</source>
      <translation>al mejor de %1</translation>
    </message>
    <message>
      <source>race %1–%2</source>
      <translation>carrera %1–%2</translation>
    </message>
    <message>
      <source>Phase</source>
      <translation>Fase</translation>
    </message>
    <message>
      <source>Round</source>
      <translation>Ronda</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Mesa</translation>
    </message>
    <message>
      <source>State</source>
      <translation>Estado</translation>
    </message>
    <message>
      <source>Player 1</source>
      <translation>Jugador 1</translation>
    </message>
    <message>
      <source>Player 2</source>
      <translation>Jugador 2</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Resultado</translation>
    </message>
    <message>
      <source>Best of</source>
      <translation>Al mejor de</translation>
    </message>
    <message>
      <source>History id</source>
      <translation>Id. en el historial</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Puesto</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Jugador</translation>
    </message>
    <message>
      <source>Entry ranking</source>
      <translation>Ranking de entrada</translation>
    </message>
    <message>
      <source>Knocked out in</source>
      <translation>Eliminado en</translation>
    </message>
    <message>
      <source>Racks lost by</source>
      <translation>Perdió por (partidas)</translation>
    </message>
    <message>
      <source>Group</source>
      <translation>Grupo</translation>
    </message>
    <message>
      <source>Played</source>
      <translation>Jugados</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Ganados</translation>
    </message>
    <message>
      <source>Racks won</source>
      <translation>Partidas ganadas</translation>
    </message>
    <message>
      <source>Racks lost</source>
      <translation>Partidas perdidas</translation>
    </message>
    <message>
      <source>New competition</source>
      <translation>Nueva competición</translation>
    </message>
    <message>
      <source>Second final if the losers' side wins the first</source>
      <translation>Segunda final si gana la primera el que viene de la ronda de perdedores</translation>
    </message>
    <message>
      <source>A true double elimination: nobody is out before a second loss. The RFEB system plays one final (RFEB-Art.32).</source>
      <translation>Doble KO completo: nadie queda eliminado antes de su segunda derrota. El sistema RFEB juega una sola final (RFEB-Art.32).</translation>
    </message>
    <message>
      <source>Handicapped: each race from the two players' ratings</source>
      <translation>Con hándicap: cada carrera según el nivel de los dos jugadores</translation>
    </message>
    <message>
      <source>The ratings are read from the match history when the draw is made; a player with none plays at the starter rating. Not in 14.1.</source>
      <translation>Los niveles se leen del historial de partidos al hacer el sorteo; un jugador sin nivel juega con el nivel inicial. No en 14.1.</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Discipline</source>
      <translation>Modalidad</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Reglamento</translation>
    </message>
    <message>
      <source>Format</source>
      <translation>Sistema de juego</translation>
    </message>
    <message>
      <source>Players per group</source>
      <translation>Jugadores por grupo</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Mesas</translation>
    </message>
    <message>
      <source>Distances (best of)</source>
      <translation>Distancias (al mejor de)</translation>
    </message>
    <message>
      <source>Distances (points)</source>
      <translation>Distancias (puntos)</translation>
    </message>
    <message>
      <source>Competition</source>
      <translation>Competición</translation>
    </message>
    <message>
      <source>Result of %1</source>
      <translation>Resultado de %1</translation>
    </message>
    <message>
      <source>To %1 points: the winner reaches them, the other stays below.</source>
      <translation>A %1 puntos: el ganador los alcanza y el otro se queda por debajo.</translation>
    </message>
    <message>
      <source>Handicapped race: %1 needs %2 racks, %3 needs %4.</source>
      <translation>Carrera con hándicap: %1 necesita %2 partidas, %3 necesita %4.</translation>
    </message>
    <message>
      <source>Best of %1: the winner takes %2 racks.</source>
      <translation>Al mejor de %1: el ganador gana %2 partidas.</translation>
    </message>
    <message>
      <source>Won without the distance (no-show, concession, disqualification) by:</source>
      <translation>Ganado sin llegar a la distancia (no presentado, abandono, descalificación) por:</translation>
    </message>
    <message>
      <source>Started</source>
      <translation>Comienzo</translation>
    </message>
    <message>
      <source>Finished</source>
      <translation>Final</translation>
    </message>
    <message>
      <source>Winner</source>
      <translation>Ganador</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Resultado</translation>
    </message>
    <message>
      <source>Racks</source>
      <translation>Partidas</translation>
    </message>
    <message>
      <source>Rack</source>
      <translation>Partida</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Set</translation>
    </message>
    <message>
      <source>Breaker</source>
      <translation>Saca</translation>
    </message>
    <message>
      <source>Outcome</source>
      <translation>Desenlace</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Puntos</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Torneo</translation>
    </message>
    <message>
      <source>Balls made</source>
      <translation>Bolas metidas</translation>
    </message>
    <message>
      <source>Moves</source>
      <translation>Jugadas</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Estadísticas</translation>
    </message>
    <message>
      <source>Shot log</source>
      <translation>Tiro a tiro</translation>
    </message>
    <message>
      <source>No.</source>
      <translation>N.º</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Hora</translation>
    </message>
    <message>
      <source>Shot</source>
      <translation>Tiro</translation>
    </message>
    <message>
      <source>Decision</source>
      <translation>Decisión</translation>
    </message>
    <message>
      <source>Rule</source>
      <translation>Regla</translation>
    </message>
    <message>
      <source>Break</source>
      <translation>Saque</translation>
    </message>
    <message>
      <source>%1 breaks</source>
      <translation>saca %1</translation>
    </message>
    <message>
      <source>Inning</source>
      <translation>Entrada</translation>
    </message>
    <message>
      <source>Run</source>
      <translation>Serie</translation>
    </message>
    <message>
      <source>Fouls</source>
      <translation>Faltas</translation>
    </message>
    <message>
      <source>Re-racks</source>
      <translation>Triángulos nuevos</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>Inning by inning</source>
      <translation>Entrada a entrada</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Sin terminar</translation>
    </message>
    <message>
      <source>Page %1 of %2</source>
      <translation>Página %1 de %2</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>Exportar</translation>
    </message>
    <message>
      <source>Start or resume a match first.</source>
      <translation>Primero empiece o reanude un partido.</translation>
    </message>
    <message>
      <source>PDF score sheet (*.pdf)</source>
      <translation>Acta en PDF (*.pdf)</translation>
    </message>
    <message>
      <source>CSV tables (*.csv)</source>
      <translation>Tablas CSV (*.csv)</translation>
    </message>
    <message>
      <source>JSON match (*.json)</source>
      <translation>Partido en JSON (*.json)</translation>
    </message>
    <message>
      <source>Export match</source>
      <translation>Exportar partido</translation>
    </message>
    <message>
      <source>The file could not be written: %1</source>
      <translation>No se pudo escribir el archivo: %1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>Exportado a %1</translation>
    </message>
    <message>
      <source>Reading %1…</source>
      <translation>Leyendo %1…</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Replaying %1…</source>
      <translation>Reconstruyendo %1…</translation>
    </message>
    <message>
      <source>Import</source>
      <translation>Importar</translation>
    </message>
    <message>
      <source>Competition desk</source>
      <translation>Organización de la competición</translation>
    </message>
    <message>
      <source>&amp;Competition</source>
      <translation>&amp;Competición</translation>
    </message>
    <message>
      <source>&amp;New competition…</source>
      <translation>&amp;Nueva competición…</translation>
    </message>
    <message>
      <source>&amp;Open stored competition…</source>
      <translation>&amp;Abrir una competición guardada…</translation>
    </message>
    <message>
      <source>&amp;Import competition file…</source>
      <translation>&amp;Importar un archivo de competición…</translation>
    </message>
    <message>
      <source>&amp;Distances…</source>
      <translation>&amp;Distancias…</translation>
    </message>
    <message>
      <source>Export competition file (JSON)…</source>
      <translation>Exportar el archivo de la competición (JSON)…</translation>
    </message>
    <message>
      <source>Export bracket and classification (CSV)…</source>
      <translation>Exportar cuadro y clasificación (CSV)…</translation>
    </message>
    <message>
      <source>Print to PDF, A4…</source>
      <translation>Imprimir en PDF, A4…</translation>
    </message>
    <message>
      <source>Print to PDF, A3…</source>
      <translation>Imprimir en PDF, A3…</translation>
    </message>
    <message>
      <source>Print a race chart (handicaps)…</source>
      <translation>Imprimir una tabla de carreras (hándicaps)…</translation>
    </message>
    <message>
      <source>Close the desk</source>
      <translation>Cerrar la organización de la competición</translation>
    </message>
    <message>
      <source>&amp;Spectator display</source>
      <translation>Pantalla del &amp;público</translation>
    </message>
    <message>
      <source>The match only</source>
      <translation>Solo el partido</translation>
    </message>
    <message>
      <source>The bracket between matches</source>
      <translation>El cuadro entre partidos</translation>
    </message>
    <message>
      <source>The standings between matches</source>
      <translation>La clasificación entre partidos</translation>
    </message>
    <message>
      <source>Entrants</source>
      <translation>Inscritos</translation>
    </message>
    <message>
      <source>Bracket</source>
      <translation>Cuadro</translation>
    </message>
    <message>
      <source>Name of a new entrant (in ranking order)</source>
      <translation>Nombre de un nuevo inscrito (por orden de ranking)</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Añadir</translation>
    </message>
    <message>
      <source>Withdraw</source>
      <translation>Retirar</translation>
    </message>
    <message>
      <source>Up in the entry ranking</source>
      <translation>Subir en el ranking de entrada</translation>
    </message>
    <message>
      <source>Down in the entry ranking</source>
      <translation>Bajar en el ranking de entrada</translation>
    </message>
    <message>
      <source>Import from CSV…</source>
      <translation>Importar de un CSV…</translation>
    </message>
    <message>
      <source>Make the draw</source>
      <translation>Hacer el sorteo</translation>
    </message>
    <message>
      <source>Whole draw</source>
      <translation>Cuadro entero</translation>
    </message>
    <message>
      <source>Match</source>
      <translation>Partido</translation>
    </message>
    <message>
      <source>Fit to the window</source>
      <translation>Ajustar a la ventana</translation>
    </message>
    <message>
      <source>As much of the bracket as can be read; a large draw: one phase at a time</source>
      <translation>Todo el cuadro que se pueda leer; en un cuadro grande, una fase cada vez</translation>
    </message>
    <message>
      <source>Assign to table</source>
      <translation>Asignar a la mesa</translation>
    </message>
    <message>
      <source>Start in the scorekeeper</source>
      <translation>Empezar en el marcador</translation>
    </message>
    <message>
      <source>Type in the result…</source>
      <translation>Anotar el resultado…</translation>
    </message>
    <message>
      <source>Take off the table</source>
      <translation>Quitar de la mesa</translation>
    </message>
    <message>
      <source>Next match</source>
      <translation>Siguiente partido</translation>
    </message>
    <message>
      <source>Assign it</source>
      <translation>Asignarlo</translation>
    </message>
    <message>
      <source>Ready matches</source>
      <translation>Partidos listos para jugar</translation>
    </message>
    <message>
      <source>No competition open: Competition ▸ New competition.</source>
      <translation>No hay ninguna competición abierta: Competición ▸ Nueva competición.</translation>
    </message>
    <message>
      <source>handicapped</source>
      <translation>con hándicap</translation>
    </message>
    <message>
      <source>The competition is over</source>
      <translation>La competición ha terminado</translation>
    </message>
    <message>
      <source>Table %1</source>
      <translation>Mesa %1</translation>
    </message>
    <message>
      <source>free</source>
      <translation>libre</translation>
    </message>
    <message>
      <source>Click a match in the bracket or in the list.</source>
      <translation>Pulse un partido del cuadro o de la lista.</translation>
    </message>
    <message>
      <source>on table %1</source>
      <translation>en la mesa %1</translation>
    </message>
    <message>
      <source>Table %1 is free. Next: %2</source>
      <translation>La mesa %1 está libre. Siguiente: %2</translation>
    </message>
    <message>
      <source>The match history is not available: this competition is not kept.</source>
      <translation>El historial de partidos no está disponible: esta competición no se guarda.</translation>
    </message>
    <message>
      <source>Changed elsewhere</source>
      <translation>Cambiada en otro sitio</translation>
    </message>
    <message>
      <source>It is read again from the history; enter your last change again.</source>
      <translation>Se vuelve a leer del historial; anote de nuevo su último cambio.</translation>
    </message>
    <message>
      <source>Not saved: the history database cannot be written (%1).</source>
      <translation>Sin guardar: no se puede escribir en el historial (%1).</translation>
    </message>
    <message>
      <source>Not possible</source>
      <translation>No es posible</translation>
    </message>
    <message>
      <source>The match history is not available.</source>
      <translation>El historial de partidos no está disponible.</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Abrir</translation>
    </message>
    <message>
      <source>No competition is stored yet.</source>
      <translation>Todavía no hay ninguna competición guardada.</translation>
    </message>
    <message>
      <source>The stored competitions cannot be read (%1).</source>
      <translation>No se pueden leer las competiciones guardadas (%1).</translation>
    </message>
    <message>
      <source>It was kept aside as %1 and is no longer listed.</source>
      <translation>Se ha apartado como %1 y ya no aparece en la lista.</translation>
    </message>
    <message>
      <source>Import competition file</source>
      <translation>Importar un archivo de competición</translation>
    </message>
    <message>
      <source>Written: %1</source>
      <translation>Escrito: %1</translation>
    </message>
    <message>
      <source>Export competition file</source>
      <translation>Exportar el archivo de la competición</translation>
    </message>
    <message>
      <source>Not written</source>
      <translation>No escrito</translation>
    </message>
    <message>
      <source>Export CSV</source>
      <translation>Exportar CSV</translation>
    </message>
    <message>
      <source>Print to PDF</source>
      <translation>Imprimir en PDF</translation>
    </message>
    <message>
      <source>Race chart</source>
      <translation>Tabla de carreras</translation>
    </message>
    <message>
      <source>About a race to:</source>
      <translation>Carrera a unas:</translation>
    </message>
    <message>
      <source>Print a race chart</source>
      <translation>Imprimir una tabla de carreras</translation>
    </message>
    <message>
      <source>Import entrants</source>
      <translation>Importar inscritos</translation>
    </message>
    <message>
      <source>%1 entrants added.</source>
      <translation>%1 inscritos añadidos.</translation>
    </message>
    <message>
      <source>%1 lines skipped: %2</source>
      <translation>%1 líneas omitidas: %2</translation>
    </message>
    <message>
      <source>Correct a result</source>
      <translation>Corregir un resultado</translation>
    </message>
    <message>
      <source>Correct it anyway?</source>
      <translation>¿Corregirlo de todos modos?</translation>
    </message>
    <message>
      <source>%1 ended between %2, but the draw now has %3 there: type in its result.</source>
      <translation>%1 terminó entre %2, pero ahora el cuadro tiene ahí a %3: anota su resultado a mano.</translation>
    </message>
    <message>
      <source>Result of %1 entered from the scorekeeper.</source>
      <translation>Resultado de %1 anotado desde el marcador.</translation>
    </message>
    <message>
      <source>Import match</source>
      <translation>Importar partido</translation>
    </message>
    <message>
      <source>JSON match (*.json *.jsonl)</source>
      <translation>Partido en JSON (*.json *.jsonl)</translation>
    </message>
    <message>
      <source>Import cancelled.</source>
      <translation>Importación cancelada.</translation>
    </message>
    <message>
      <source>The file could not be read: %1</source>
      <translation>No se pudo leer el archivo: %1</translation>
    </message>
    <message>
      <source>Match imported into the history.</source>
      <translation>Partido importado al historial.</translation>
    </message>
    <message>
      <source>Already open</source>
      <translation>Ya está abierto</translation>
    </message>
    <message>
      <source>A match is open in another window of Pool Scoreboard on this data folder:
%1
Only one window can record in a data folder at a time.</source>
      <translation>Hay un partido abierto en otra ventana de Pool Scoreboard con esta carpeta de datos:
%1
Solo una ventana puede registrar en una carpeta de datos a la vez.</translation>
    </message>
    <message>
      <source>Bring it to the front</source>
      <translation>Traerla al frente</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Cerrar</translation>
    </message>
    <message>
      <source>table</source>
      <extracomment>Above a band's first row: its title, then the headings of its columns. The overview never shrinks the bracket below this zoom (names stay readable); a larger draw is seen one phase at a time, or scrolled. (from, to) of every line drawn: a winner goes on from one box to the next the items of each band (shown one phase at a time), and the band shown (None: all)</extracomment>
      <translation>mesa</translation>
    </message>
    <message>
      <source>(bye)</source>
      <translation>(exento)</translation>
    </message>
    <message>
      <source>w.o.</source>
      <translation>w.o.</translation>
    </message>
    <message>
      <source>winner of %1</source>
      <translation>ganador de %1</translation>
    </message>
    <message>
      <source>loser of %1</source>
      <translation>perdedor de %1</translation>
    </message>
    <message>
      <source>place %1</source>
      <translation>puesto %1</translation>
    </message>
    <message>
      <source>Start a match</source>
      <translation>Empezar un partido</translation>
    </message>
    <message>
      <source>A match is in progress in the scorekeeper. It stays saved and can be resumed later. Start this one?</source>
      <translation>Hay un partido en curso en el marcador. Queda guardado y se puede reanudar después. ¿Empezar este?</translation>
    </message>
    <message>
      <source>Classification</source>
      <extracomment>Below this zoom the names are too small to read from the hall: show the part in play. Seconds each page of a large bracket stays on screen.</extracomment>
      <translation>Clasificación</translation>
    </message>
    <message>
      <source>Standings</source>
      <translation>Clasificación provisional</translation>
    </message>
    <message>
      <source>no match</source>
      <translation>sin partido</translation>
    </message>
    <message>
      <source>finished</source>
      <translation>terminado</translation>
    </message>
    <message>
      <source>OFFLINE</source>
      <translation>DESCONECTADA</translation>
    </message>
    <message>
      <source>status unknown</source>
      <translation>estado desconocido</translation>
    </message>
    <message>
      <source>already entered from table %1</source>
      <translation>ya anotado desde la mesa %1</translation>
    </message>
    <message>
      <source>the match is on table %1</source>
      <translation>el partido está en la mesa %1</translation>
    </message>
    <message>
      <source>the match is on no table</source>
      <translation>el partido no está en ninguna mesa</translation>
    </message>
    <message>
      <source>Table %1, %2: %3 (refused: %4)</source>
      <translation>Mesa %1, %2: %3 (rechazado: %4)</translation>
    </message>
    <message>
      <source>Table %1, %2: %3 (a conflict: the bracket holds %4; correct it by hand if this one is right)</source>
      <translation>Mesa %1, %2: %3 (conflicto: el cuadro tiene %4; corríjalo a mano si este es el correcto)</translation>
    </message>
    <message>
      <source>another result</source>
      <translation>otro resultado</translation>
    </message>
    <message>
      <source>The venue's broker %1 cannot be reached: every table's status is unknown until it speaks again. Reconnecting…</source>
      <translation>No se puede llegar al bróker de la sala %1: el estado de cada mesa es desconocido hasta que vuelva a hablar. Reconectando…</translation>
    </message>
    <message>
      <source>Offline</source>
      <translation>Desconectada</translation>
    </message>
    <message>
      <source>No match</source>
      <translation>Sin partido</translation>
    </message>
    <message>
      <source>Match over</source>
      <translation>Partido terminado</translation>
    </message>
    <message>
      <source>Broker address</source>
      <translation>Dirección del bróker</translation>
    </message>
    <message>
      <source>User</source>
      <translation>Usuario</translation>
    </message>
    <message>
      <source>Password</source>
      <translation>Contraseña</translation>
    </message>
    <message>
      <source>Bands of %1 points: %2 is %2 to %3.</source>
      <translation>Franjas de %1 puntos: %2 es de %2 a %3.</translation>
    </message>
    <message>
      <source>Phone tables</source>
      <translation>Mesas con móvil</translation>
    </message>
    <message>
      <source>Phone scoring</source>
      <translation>Anotar con el móvil</translation>
    </message>
    <message>
      <source>Score tables from phones</source>
      <translation>Anotar las mesas desde móviles</translation>
    </message>
    <message>
      <source>Phones reach this computer at</source>
      <translation>Los móviles llegan a este ordenador en</translation>
    </message>
    <message>
      <source>this computer only (%1)</source>
      <translation>solo este ordenador (%1)</translation>
    </message>
    <message>
      <source>port</source>
      <translation>puerto</translation>
    </message>
    <message>
      <source>Tables scored by phone (from table 1)</source>
      <translation>Mesas anotadas con móvil (desde la mesa 1)</translation>
    </message>
    <message>
      <source>Let phones watch a table without pairing</source>
      <translation>Dejar que los móviles sigan una mesa sin emparejarse</translation>
    </message>
    <message>
      <source>When a phone table frees, assign and start the next ready match by itself</source>
      <translation>Cuando una mesa con móvil quede libre, asignar y empezar la siguiente partida lista automáticamente</translation>
    </message>
    <message>
      <source>Pairing code</source>
      <translation>Código de emparejamiento</translation>
    </message>
    <message>
      <source>New code</source>
      <translation>Código nuevo</translation>
    </message>
    <message>
      <source>someone is guessing the code</source>
      <translation>alguien intenta adivinar el código</translation>
    </message>
    <message>
      <source>more than %1</source>
      <translation>más de %1</translation>
    </message>
    <message>
      <source>Someone is guessing this table's pairing code. Wrong codes: %1, from addresses: %2, the last at %3. New code stops it.</source>
      <translation>Alguien intenta adivinar el código de emparejamiento de esta mesa. Códigos erróneos: %1, desde direcciones: %2, el último a las %3. Código nuevo lo detiene.</translation>
    </message>
    <message>
      <source>New code: the guessing of the old code has ended.</source>
      <translation>Código nuevo: se acabaron los intentos de adivinar el código anterior.</translation>
    </message>
    <message>
      <source>Devices paired with this table</source>
      <translation>Dispositivos emparejados con esta mesa</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>Dispositivo</translation>
    </message>
    <message>
      <source>Role</source>
      <translation>Papel</translation>
    </message>
    <message>
      <source>Paired at</source>
      <translation>Emparejado a las</translation>
    </message>
    <message>
      <source>Last seen</source>
      <translation>Visto por última vez</translation>
    </message>
    <message>
      <source>Give it the pen</source>
      <translation>Que anote este</translation>
    </message>
    <message>
      <source>Revoke</source>
      <translation>Revocar</translation>
    </message>
    <message>
      <source>Phone scoring cannot start: %1</source>
      <translation>No se puede empezar a anotar con el móvil: %1</translation>
    </message>
    <message>
      <source>%1 won</source>
      <translation>ganó %1</translation>
    </message>
    <message>
      <source>the lag for the break</source>
      <translation>el arrime para el saque</translation>
    </message>
    <message>
      <source>at the table: %1</source>
      <translation>en la mesa: %1</translation>
    </message>
    <message>
      <source>No phone table</source>
      <translation>Ninguna mesa con móvil</translation>
    </message>
    <message>
      <source>Switch phone scoring on to pair phones with the tables.</source>
      <translation>Activa la anotación con móvil para emparejar móviles con las mesas.</translation>
    </message>
    <message>
      <source>holds the pen</source>
      <translation>anota</translation>
    </message>
    <message>
      <source>asks for the pen</source>
      <translation>pide anotar</translation>
    </message>
    <message>
      <source>watches (lost the pen)</source>
      <translation>mira (ya no anota)</translation>
    </message>
    <message>
      <source>watches</source>
      <translation>mira</translation>
    </message>
    <message>
      <source>The disk did not keep the change; it is kept in memory and written later.</source>
      <translation>El disco no guardó el cambio; se mantiene en memoria y se escribirá después.</translation>
    </message>
    <message>
      <source>This device is no longer paired.</source>
      <translation>Este dispositivo ya no está emparejado.</translation>
    </message>
    <message>
      <source>Table %1 has a match in play. It is closed as abandoned. Start this one?</source>
      <translation>La mesa %1 tiene una partida en juego. Se cierra como abandonada. ¿Empezar esta?</translation>
    </message>
    <message>
      <source>Table %1 has this match in play. It is closed as abandoned. Take it off?</source>
      <translation>La mesa %1 tiene este partido en juego. Se cerrará como abandonado. ¿Quitarlo de la mesa?</translation>
    </message>
    <message>
      <source>The match cannot start on table %1: %2</source>
      <translation>La partida no puede empezar en la mesa %1: %2</translation>
    </message>
    <message>
      <source>%1 started on phone table %2.</source>
      <translation>%1 empezada en la mesa con móvil %2.</translation>
    </message>
    <message>
      <source>The result of phone table %1 does not fit %2: type it in.</source>
      <translation>El resultado de la mesa con móvil %1 no encaja en %2: escríbelo a mano.</translation>
    </message>
    <message>
      <source>The win on phone table %1 was undone: correct %2 at the desk.</source>
      <translation>Se deshizo la victoria en la mesa con móvil %1: corrija %2 en la organización de la competición.</translation>
    </message>
    <message>
      <source>The win on phone table %1 was undone: %2 is in play again.</source>
      <translation>Se deshizo la victoria en la mesa con móvil %1: %2 vuelve a estar en juego.</translation>
    </message>
    <message>
      <source>Result from phone table %1 entered: %2</source>
      <translation>Resultado de la mesa con móvil %1 anotado: %2</translation>
    </message>
    <message>
      <source>Table %1: %2 vs %3</source>
      <translation>Mesa %1: %2 contra %3</translation>
    </message>
    <message>
      <source>Start on phone table %1</source>
      <translation>Empezar en la mesa con móvil %1</translation>
    </message>
    <message>
      <source>Phone table %1</source>
      <translation>Mesa con móvil %1</translation>
    </message>
    <message>
      <source>pen: %1</source>
      <translation>anota: %1</translation>
    </message>
    <message>
      <source>Unnamed device %1</source>
      <translation>Dispositivo sin nombre %1</translation>
    </message>
    <message>
      <source>%1 asking for the pen</source>
      <translation>%1 pide anotar</translation>
    </message>
    <message>
      <source>any free</source>
      <translation>cualquiera libre</translation>
    </message>
    <message>
      <source>Venue feed: password of the logins table-N</source>
      <translation>Red de la sala: contraseña de los usuarios table-N</translation>
    </message>
    <message>
      <source>none (a broker without logins)</source>
      <translation>ninguna (un bróker sin usuarios)</translation>
    </message>
    <message>
      <source>Next: %1 vs %2, race to %3</source>
      <translation>Siguiente: %1 contra %2, carrera a %3</translation>
    </message>
    <message>
      <source>Only this computer can open it: to pair a phone, switch off and choose this computer's address on the venue's network.</source>
      <translation>Solo este ordenador puede abrirla: para emparejar un móvil, desactiva y elige la dirección de este ordenador en la red de la sala.</translation>
    </message>
    <message>
      <source>The match is not journaled.</source>
      <translation>El partido no se está guardando en su registro.</translation>
    </message>
    <message>
      <source>Export matches to a folder</source>
      <translation>Exportar partidos a una carpeta</translation>
    </message>
    <message>
      <source>Exporting matches…</source>
      <translation>Exportando partidos…</translation>
    </message>
    <message>
      <source>These files could not be written: %1</source>
      <translation>No se pudieron escribir estos archivos: %1</translation>
    </message>
    <message>
      <source>%1, won by %2</source>
      <translation>%1, ganado por %2</translation>
    </message>
    <message>
      <source>Correct the result of %1 (%2)?</source>
      <translation>¿Corregir el resultado de %1 (%2)?</translation>
    </message>
    <message>
      <source>Before: %1</source>
      <translation>Antes: %1</translation>
    </message>
    <message>
      <source>After: %1</source>
      <translation>Después: %1</translation>
    </message>
    <message>
      <source>%1: %2 becomes %3</source>
      <translation>%1: %2 pasa a ser %3</translation>
    </message>
    <message>
      <source>%1: its result (%2) is removed; it is to be played again</source>
      <translation>%1: se borra su resultado (%2); hay que volver a jugarlo</translation>
    </message>
    <message>
      <source>%1 is in play: its players change</source>
      <translation>%1 se está jugando: cambian sus jugadores</translation>
    </message>
    <message>
      <source>In the bracket:</source>
      <translation>En el cuadro:</translation>
    </message>
    <message>
      <source>Nothing else moves in the bracket.</source>
      <translation>Nada más cambia en el cuadro.</translation>
    </message>
    <message>
      <source>Tie-break</source>
      <translation>Desempate</translation>
    </message>
    <message>
      <source>%1 w.o., won by %2</source>
      <translation>%1 w.o., ganado por %2</translation>
    </message>
    <message>
      <source>The zoom as it is: click for 100 %</source>
      <translation>El zoom actual: pulse para verlo al 100 %</translation>
    </message>
    <message>
      <source>%1, provisional</source>
      <translation>%1, provisional</translation>
    </message>
    <message>
      <source>Provisional ratings (too few games to be sure): %1.</source>
      <translation>Niveles provisionales (demasiado pocas partidas para estar seguros): %1.</translation>
    </message>
    <message>
      <source>The entrants come from %1 groups of players who never met: ratings from different groups cannot be compared.</source>
      <translation>Los inscritos vienen de %1 grupos de jugadores que nunca se han enfrentado: los niveles de grupos distintos no se pueden comparar.</translation>
    </message>
    <message>
      <source>Make the draw with handicaps from these ratings?</source>
      <translation>¿Hacer el sorteo con hándicaps según estos niveles?</translation>
    </message>
    <message>
      <source>Stalemate</source>
      <translation>Estancamiento</translation>
    </message>
    <message>
      <source>Open &amp;league…</source>
      <translation>Abrir &amp;liga…</translation>
    </message>
    <message>
      <source>Played, no forfeit</source>
      <translation>Jugado</translation>
    </message>
    <message>
      <source>This rubber cannot be started on a table.</source>
      <translation>Este partido no se puede empezar en una mesa.</translation>
    </message>
    <message>
      <source>In the scorekeeper</source>
      <translation>En el marcador</translation>
    </message>
    <message>
      <source>League night</source>
      <translation>Jornada de liga</translation>
    </message>
    <message>
      <source>%1: incomparecencia (no-show)</source>
      <translation>%1: incomparecencia</translation>
    </message>
    <message>
      <source>%1: alineación indebida: %2</source>
      <translation>%1: alineación indebida: %2</translation>
    </message>
    <message>
      <source>%1: %2 holds place %3 from rubber %4</source>
      <translation>%1: %2 ocupa el puesto %3 desde el partido %4</translation>
    </message>
    <message>
      <source>Rubber</source>
      <translation>Partido</translation>
    </message>
    <message>
      <source>Home</source>
      <translation>Local</translation>
    </message>
    <message>
      <source>Away</source>
      <translation>Visitante</translation>
    </message>
    <message>
      <source>Distance</source>
      <translation>Distancia</translation>
    </message>
    <message>
      <source>(forfeit)</source>
      <translation>(w.o.)</translation>
    </message>
    <message>
      <source>Lineups not given yet</source>
      <translation>Alineaciones aún no entregadas</translation>
    </message>
    <message>
      <source>Team</source>
      <translation>Equipo</translation>
    </message>
    <message>
      <source>Rubbers</source>
      <translation>Partidos</translation>
    </message>
    <message>
      <source>The night is not complete: points once it is.</source>
      <translation>La jornada no ha terminado: los puntos, cuando termine.</translation>
    </message>
    <message>
      <source>A draw</source>
      <translation>Empate</translation>
    </message>
    <message>
      <source>Won by %1</source>
      <translation>Gana %1</translation>
    </message>
    <message>
      <source>%1 · round %2 · %3 · %4</source>
      <translation>%1 · jornada %2 · %3 · %4</translation>
    </message>
    <message>
      <source>Captain of %1</source>
      <translation>Capitán de %1</translation>
    </message>
    <message>
      <source>Open league file</source>
      <translation>Abrir archivo de liga</translation>
    </message>
    <message>
      <source>The match history is not available: this league is not kept.</source>
      <translation>El historial de partidos no está disponible: esta liga no se guarda.</translation>
    </message>
    <message>
      <source>Correct a closed night</source>
      <translation>Corregir una jornada cerrada</translation>
    </message>
    <message>
      <source>The night is closed. Why is it corrected?</source>
      <translation>La jornada está cerrada. ¿Por qué se corrige?</translation>
    </message>
    <message>
      <source>Print the match sheet</source>
      <translation>Imprimir el acta</translation>
    </message>
    <message>
      <source>&amp;League</source>
      <translation>&amp;Liga</translation>
    </message>
    <message>
      <source>&amp;Open league file…</source>
      <translation>&amp;Abrir archivo de liga…</translation>
    </message>
    <message>
      <source>Print the match sheet (acta, PDF)…</source>
      <translation>Imprimir el acta (PDF)…</translation>
    </message>
    <message>
      <source>Export the season's results (CSV, JSON)…</source>
      <translation>Exportar los resultados de la temporada (CSV, JSON)…</translation>
    </message>
    <message>
      <source>Export the season's results</source>
      <translation>Exportar los resultados de la temporada</translation>
    </message>
    <message>
      <source>Given, hidden until the other team's lineup is given</source>
      <translation>Entregada, oculta hasta que el otro equipo entregue la suya</translation>
    </message>
    <message>
      <source>In play: %1</source>
      <translation>En juego: %1</translation>
    </message>
    <message>
      <source>Draw</source>
      <translation>Empate</translation>
    </message>
    <message>
      <source>Close the night</source>
      <translation>Cerrar la jornada</translation>
    </message>
    <message>
      <source>Close the window</source>
      <translation>Cerrar la ventana</translation>
    </message>
    <message>
      <source>The lineups have been given in turns: a change now is a correction of the closed night.</source>
      <translation>Las alineaciones se han entregado por turnos: un cambio ahora es una corrección de la jornada cerrada.</translation>
    </message>
    <message>
      <source>Lineups are given in turns, place by place: it is %1's turn, for place %2.</source>
      <translation>Las alineaciones se entregan por turnos, puesto a puesto: le toca a %1, para el puesto %2.</translation>
    </message>
    <message>
      <source>%1 cannot name %2 for place %3: %4</source>
      <translation>%1 no puede alinear a %2 en el puesto %3: %4</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>nadie</translation>
    </message>
    <message>
      <source>No choice to take back.</source>
      <translation>No hay ninguna elección que deshacer.</translation>
    </message>
    <message>
      <source>%1's choice has been answered: it can no longer be taken back.</source>
      <translation>Ya se ha respondido a la elección de %1: no puede deshacerse.</translation>
    </message>
    <message>
      <source>race to %1–%2</source>
      <translation>carrera a %1–%2</translation>
    </message>
    <message>
      <source>Lineups in turns: given place by place, below</source>
      <translation>Alineaciones por turnos: se entregan puesto a puesto, abajo</translation>
    </message>
    <message>
      <source>Lineups in turns</source>
      <translation>Alineaciones por turnos</translation>
    </message>
    <message>
      <source>Name this player</source>
      <translation>Alinear a este jugador</translation>
    </message>
    <message>
      <source>Take back the last choice</source>
      <translation>Deshacer la última elección</translation>
    </message>
    <message>
      <source>%1 (%2) answers %3 in place %4</source>
      <translation>%1 (%2) responde a %3 en el puesto %4</translation>
    </message>
    <message>
      <source>%1 (%2) names its player for place %3</source>
      <translation>%1 (%2) elige su jugador para el puesto %3</translation>
    </message>
    <message>
      <source>— nobody (place left empty)</source>
      <translation>— nadie (puesto vacío)</translation>
    </message>
    <message>
      <source>The night is closed: a lineup is corrected whole, with its reason.</source>
      <translation>La jornada está cerrada: una alineación se corrige entera, con su motivo.</translation>
    </message>
    <message>
      <source>A team did not come: the other gives its lineup whole.</source>
      <translation>Un equipo no se presentó: el otro entrega su alineación entera.</translation>
    </message>
    <message>
      <source>Both lineups are given.</source>
      <translation>Las dos alineaciones están entregadas.</translation>
    </message>
    <message>
      <source>Give the lineup</source>
      <translation>Entregar la alineación</translation>
    </message>
    <message>
      <source>Did not come (no-show)</source>
      <translation>No se presentó (incomparecencia)</translation>
    </message>
    <message>
      <source>Keep the result</source>
      <translation>Guardar el resultado</translation>
    </message>
    <message>
      <source>Take it back</source>
      <translation>Anularlo</translation>
    </message>
    <message>
      <source>in play</source>
      <translation>en juego</translation>
    </message>
    <message>
      <source>Came after all (undo the no-show)</source>
      <translation>Se presentó al final (anular la incomparecencia)</translation>
    </message>
    <message>
      <source>Result waiting for its correction&apos;s reason</source>
      <translation>Resultado pendiente del motivo de su corrección</translation>
    </message>
    <message>
      <source>Take in the new result…</source>
      <translation>Incorporar el nuevo resultado…</translation>
    </message>
    <message>
      <source>Drop the new result</source>
      <translation>Descartar el nuevo resultado</translation>
    </message>
    <message>
      <source>win undone on its table, waiting</source>
      <translation>victoria deshecha en su mesa, pendiente</translation>
    </message>
    <message>
      <source>new result waiting: forfeited by %1</source>
      <translation>nuevo resultado pendiente: w.o. de %1</translation>
    </message>
    <message>
      <source>new result waiting: %1–%2</source>
      <translation>nuevo resultado pendiente: %1–%2</translation>
    </message>
    <message>
      <source>Rubber %1 is in play on a table already: it cannot start on another.</source>
      <translation>El partido %1 ya está en juego en una mesa: no puede empezar en otra.</translation>
    </message>
    <message>
      <source>Rubber %1 is not in play on a table.</source>
      <translation>El partido %1 no está en juego en ninguna mesa.</translation>
    </message>
    <message>
      <source>Rubber %1 taken off its table: it can be started again.</source>
      <translation>El partido %1 se ha quitado de su mesa: puede volver a empezarse.</translation>
    </message>
    <message>
      <source>Rubber %1 is in play on table %2 of the venue. Its assignment there is taken back, and a result sent from there later is not taken in. Take it off the table?</source>
      <translation>El partido %1 está en juego en la mesa %2 del local. Se retira su asignación a esa mesa, y un resultado enviado desde allí más tarde no se tendrá en cuenta. ¿Quitarlo de la mesa?</translation>
    </message>
    <message>
      <source>Rubber %1 has %2 entries recorded on its table (shots, racks, the lag). Its match is closed as abandoned and gives no result. Take it off the table?</source>
      <translation>El partido %1 tiene %2 anotaciones registradas en su mesa (tiros, partidas, el acercamiento). Se cerrará como abandonado y no dará resultado. ¿Quitarlo de la mesa?</translation>
    </message>
    <message>
      <source>Rubber %1 has its result already: it is not played again.</source>
      <translation>El partido %1 ya tiene resultado: no se vuelve a jugar.</translation>
    </message>
    <message>
      <source>No new result of rubber %1 is waiting.</source>
      <translation>No hay ningún nuevo resultado pendiente del partido %1.</translation>
    </message>
    <message>
      <source>Rubber %1 (%2): its table&apos;s new result waits for the correction&apos;s reason. Select it and take it in, or drop it.</source>
      <translation>Partido %1 (%2): el nuevo resultado de su mesa queda pendiente del motivo de la corrección. Selecciónelo e incorpórelo, o descártelo.</translation>
    </message>
    <message>
      <source>Rubber %1 (%2) keeps its result: its night is closed. Its table&apos;s next result waits in the list for the correction&apos;s reason.</source>
      <translation>El partido %1 (%2) mantiene su resultado: su jornada está cerrada. El próximo resultado de su mesa quedará pendiente en la lista hasta que se indique el motivo de la corrección.</translation>
    </message>
    <message>
      <source>The win of rubber %1 (%2) was undone on its table.</source>
      <translation>Se deshizo en su mesa la victoria del partido %1 (%2).</translation>
    </message>
    <message>
      <source>The win of rubber %1 (%2) was undone on its table: it is in play again.</source>
      <translation>Se deshizo en su mesa la victoria del partido %1 (%2): vuelve a estar en juego.</translation>
    </message>
    <message>
      <source>Forfeited by the home team</source>
      <translation>Incomparecencia del local</translation>
    </message>
    <message>
      <source>Forfeited by the away team</source>
      <translation>Incomparecencia del visitante</translation>
    </message>
    <message>
      <source>Substitute</source>
      <translation>Suplente</translation>
    </message>
    <message>
      <source>place</source>
      <translation>puesto</translation>
    </message>
    <message>
      <source>player</source>
      <translation>jugador</translation>
    </message>
    <message>
      <source>from rubber</source>
      <translation>desde el partido</translation>
    </message>
    <message>
      <source>Bring in</source>
      <translation>Hacer entrar</translation>
    </message>
    <message>
      <source>No league open: League ▸ Open league file.</source>
      <translation>Ninguna liga abierta: Liga ▸ Abrir archivo de liga.</translation>
    </message>
    <message>
      <source>Did not come: incomparecencia (no-show)</source>
      <translation>No se presentó: incomparecencia</translation>
    </message>
    <message>
      <source>Lineup not given yet</source>
      <translation>Alineación aún no entregada</translation>
    </message>
    <message>
      <source>Illegal lineup (alineación indebida):</source>
      <translation>Alineación indebida:</translation>
    </message>
    <message>
      <source>%1 by forfeit</source>
      <translation>%1 por w.o.</translation>
    </message>
    <message>
      <source>won by %1</source>
      <translation>gana %1</translation>
    </message>
    <message>
      <source>Pos.</source>
      <translation>Pos.</translation>
    </message>
    <message>
      <source>Pl.</source>
      <translation>J.</translation>
    </message>
    <message>
      <source>W</source>
      <translation>G</translation>
    </message>
    <message>
      <source>D</source>
      <translation>E</translation>
    </message>
    <message>
      <source>L</source>
      <translation>P</translation>
    </message>
    <message>
      <source>Pts.</source>
      <translation>Ptos.</translation>
    </message>
    <message>
      <source>Standings: %1</source>
      <translation>Clasificación: %1</translation>
    </message>
    <message>
      <source>%1 %2 – %3 %4 (games %5 – %6)</source>
      <translation>%1 %2 – %3 %4 (partidas %5 – %6)</translation>
    </message>
    <message>
      <source>points %1 – %2</source>
      <translation>puntos %1 – %2</translation>
    </message>
    <message>
      <source>closed</source>
      <translation>cerrada</translation>
    </message>
    <message>
      <source>Correction (%1): %2</source>
      <translation>Corrección (%1): %2</translation>
    </message>
    <message>
      <source>Place %1 is not one of the night&apos;s</source>
      <translation>El puesto %1 no es de esta jornada</translation>
    </message>
    <message>
      <source>%1 is not on the team&apos;s roster</source>
      <translation>%1 no está en la plantilla del equipo</translation>
    </message>
    <message>
      <source>%1 players fielded, at least %2 must play (a no-show)</source>
      <translation>%1 jugadores alineados, deben jugar al menos %2 (incomparecencia)</translation>
    </message>
    <message>
      <source>%1 plays %2 rubbers, at most %3 are allowed</source>
      <translation>%1 juega %2 partidos, se permiten como máximo %3</translation>
    </message>
    <message>
      <source>%1 plays twice in rubber %2</source>
      <translation>%1 juega dos veces en el partido %2</translation>
    </message>
    <message>
      <source>A player of category %1 must play</source>
      <translation>Debe jugar un jugador de categoría %1</translation>
    </message>
    <message>
      <source> or </source>
      <translation> o </translation>
    </message>
    <message>
      <source>The skill levels add up to %1, over the cap of %2</source>
      <translation>Los niveles suman %1, por encima del tope de %2</translation>
    </message>
    <message>
      <source>%1 has no skill level</source>
      <translation>%1 no tiene nivel</translation>
    </message>
    <message>
      <source>%1 has no strength number</source>
      <translation>%1 no tiene número en el orden de fuerza</translation>
    </message>
    <message>
      <source>Order of strength: %1 (place %2) is stronger than %3, placed before</source>
      <translation>Orden de fuerza: %1 (puesto %2) es más fuerte que %3, alineado antes</translation>
    </message>
    <message>
      <source>%1 substitutes, at most %2 are allowed</source>
      <translation>%1 suplentes, se permiten como máximo %2</translation>
    </message>
    <message>
      <source>%1 plays the deciding frame but none of the night&apos;s rubbers</source>
      <translation>%1 juega la partida de desempate pero ningún partido de la jornada</translation>
    </message>
    <message>
      <source>%1 cannot be used: %2 (%3)</source>
      <translation>%1 no se puede usar: %2 (%3)</translation>
    </message>
    <message>
      <source>%1: %2 – %3 is not a score its distance allows</source>
      <translation>%1: %2 – %3 no es un resultado posible a su distancia</translation>
    </message>
    <message>
      <source>The night is closed: a change is a correction, with its reason.</source>
      <translation>La jornada está cerrada: un cambio es una corrección, con su motivo.</translation>
    </message>
    <message>
      <source>%1 was changed by another copy of the app</source>
      <translation>%1 fue cambiada por otra copia de la aplicación</translation>
    </message>
    <message>
      <source>Not possible (%1)</source>
      <translation>No es posible (%1)</translation>
    </message>
    <message>
      <source>doubles</source>
      <translation>dobles</translation>
    </message>
    <message>
      <source>scotch doubles</source>
      <translation>dobles escoceses</translation>
    </message>
    <message>
      <source>singles</source>
      <translation>individual</translation>
    </message>
    <message>
      <source>%1 frames</source>
      <translation>%1 partidas</translation>
    </message>
    <message>
      <source>race to %1</source>
      <translation>carrera a %1</translation>
    </message>
    <message>
      <source>Match sheet (acta)</source>
      <translation>Acta</translation>
    </message>
    <message>
      <source>Match sheet (acta): %1 – %2</source>
      <translation>Acta: %1 – %2</translation>
    </message>
    <message>
      <source>Lineups (alineación)</source>
      <translation>Alineaciones</translation>
    </message>
    <message>
      <source>The night</source>
      <translation>La jornada</translation>
    </message>
    <message>
      <source>Corrections</source>
      <translation>Correcciones</translation>
    </message>
    <message>
      <source>Signatures</source>
      <translation>Firmas</translation>
    </message>
    <message>
      <source>Signature</source>
      <translation>Firma</translation>
    </message>
  </context>
  <context>
    <name>BallButton</name>
    <message>
      <source>Cue ball</source>
      <extracomment>Colour of the selection ring; the ring and the check badge carry the meaning, not the hue.</extracomment>
      <translation>Bola blanca</translation>
    </message>
    <message>
      <source>Ball {0}</source>
      <translation>Bola {0}</translation>
    </message>
    <message>
      <source>{0}: already pocketed</source>
      <translation>{0}: ya metida</translation>
    </message>
    <message>
      <source>{0}: pocketed on this shot (click to undo)</source>
      <translation>{0}: metida en este tiro (clic para quitar)</translation>
    </message>
    <message>
      <source>{0}: on the table (click if pocketed on this shot)</source>
      <translation>{0}: en la mesa (clic si entró en este tiro)</translation>
    </message>
  </context>
  <context>
    <name>ClockDialog</name>
    <message>
      <source>Shot clock</source>
      <translation>Reloj de tiro</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Personalizado</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>Different time</source>
      <translation>Otro tiempo</translation>
    </message>
    <message>
      <source>Warn at</source>
      <translation>Avisar a</translation>
    </message>
    <message>
      <source> s left</source>
      <translation> s del final</translation>
    </message>
    <message>
      <source>Count down the last</source>
      <translation>Cuenta atrás en los últimos</translation>
    </message>
    <message>
      <source>Timing</source>
      <translation>Tiempos</translation>
    </message>
    <message>
      <source>Time for a shot</source>
      <translation>Tiempo por tiro</translation>
    </message>
    <message>
      <source>First shot after the break</source>
      <translation>Primer tiro tras el saque</translation>
    </message>
    <message>
      <source>Extension</source>
      <translation>Extensión</translation>
    </message>
    <message>
      <source>Extensions per player and rack</source>
      <translation>Extensiones por jugador y partida</translation>
    </message>
    <message>
      <source>Referee's warning</source>
      <translation>Aviso del árbitro</translation>
    </message>
    <message>
      <source>Audible countdown</source>
      <translation>Cuenta atrás sonora</translation>
    </message>
    <message>
      <source>Start the clock by itself after each shot</source>
      <translation>Poner en marcha el reloj solo tras cada tiro</translation>
    </message>
    <message>
      <source>Choose “Custom” to change the times.</source>
      <translation>Elija «Personalizado» para cambiar los tiempos.</translation>
    </message>
    <message>
      <source>OK</source>
      <translation>Aceptar</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Profile</source>
      <translation>Perfil</translation>
    </message>
    <message>
      <source>An extension needs some seconds, or set the extensions to 0.</source>
      <translation>Una extensión necesita algunos segundos; si no, ponga las extensiones a 0.</translation>
    </message>
    <message>
      <source>That value is not possible for a shot clock.</source>
      <translation>Ese valor no es posible para un reloj de tiro.</translation>
    </message>
  </context>
  <context>
    <name>ClockPanel</name>
    <message>
      <source>Match over: no shot to time</source>
      <translation>Partido terminado: no hay tiro que cronometrar</translation>
    </message>
    <message>
      <source>Racks only: no shot to time</source>
      <translation>Solo partidas: no hay tiro que cronometrar</translation>
    </message>
    <message>
      <source>Start/pause [T]</source>
      <translation>Iniciar/pausa [T]</translation>
    </message>
    <message>
      <source>Reset [R]</source>
      <translation>Reiniciar [R]</translation>
    </message>
    <message>
      <source>Extension [E]</source>
      <translation>Extensión [E]</translation>
    </message>
    <message>
      <source>Shot clock off</source>
      <translation>Reloj de tiro apagado</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>Listo</translation>
    </message>
    <message>
      <source>Running</source>
      <translation>En marcha</translation>
    </message>
    <message>
      <source>Paused</source>
      <translation>En pausa</translation>
    </message>
    <message>
      <source>Warning</source>
      <translation>Aviso</translation>
    </message>
    <message>
      <source>Last seconds</source>
      <translation>Últimos segundos</translation>
    </message>
    <message>
      <source>Time!</source>
      <translation>¡Tiempo!</translation>
    </message>
    <message>
      <source>%1 · extensions left %2–%3</source>
      <translation>%1 · quedan %2–%3 extensiones</translation>
    </message>
  </context>
  <context>
    <name>Crash</name>
    <message>
      <source>Pool Scoreboard met an error it did not expect, and the report could not be written. Every entry shown on screen was saved before it was shown.</source>
      <translation>Pool Scoreboard se ha encontrado con un error inesperado y no ha podido escribir el informe. Cada anotación mostrada en pantalla se guardó antes de mostrarse.</translation>
    </message>
    <message>
      <source>Pool Scoreboard met an error it did not expect. What happened is written in:
%1

Every entry shown on screen was saved before it was shown. Please send that file to whoever looks after the app at your club.</source>
      <translation>Pool Scoreboard se ha encontrado con un error inesperado. Lo ocurrido está escrito en:
%1

Cada anotación mostrada en pantalla se guardó antes de mostrarse. Envíe ese archivo a quien se ocupe del programa en su club.</translation>
    </message>
    <message>
      <source>Unexpected error</source>
      <translation>Error inesperado</translation>
    </message>
  </context>
  <context>
    <name>DecisionPanel</name>
    <message>
      <source>Decision</source>
      <extracomment>The lag's answers, in button order: (winner, breaks).</extracomment>
      <translation>Decisión</translation>
    </message>
    <message>
      <source>New match… [Ctrl+N]</source>
      <translation>Nuevo partido… [Ctrl+N]</translation>
    </message>
    <message>
      <source>Resume the last unfinished match…</source>
      <translation>Reanudar el último partido sin terminar…</translation>
    </message>
    <message>
      <source>No match</source>
      <translation>Sin partido</translation>
    </message>
    <message>
      <source>No match is set up, so nothing can be entered yet. Start a new match, or resume the last unfinished one: every entry is then saved as it is made.</source>
      <translation>No hay ningún partido preparado, así que aún no se puede anotar nada. Empiece un partido nuevo o reanude el último sin terminar: desde entonces cada anotación se guarda en cuanto se hace.</translation>
    </message>
    <message>
      <source>Enter the lag: who won it and whether they break.</source>
      <translation>Anote el acercamiento: quién lo ganó y si saca.</translation>
    </message>
    <message>
      <source>%1 breaks.</source>
      <translation>Saca %1.</translation>
    </message>
    <message>
      <source>Racks only: each rack won is counted, no shots.</source>
      <translation>Solo partidas: se cuenta cada partida ganada, sin tiros.</translation>
    </message>
    <message>
      <source>Who won the lag?</source>
      <translation>¿Quién ganó el acercamiento?</translation>
    </message>
    <message>
      <source>%1 won the lag and breaks</source>
      <translation>%1 ganó el acercamiento y saca</translation>
    </message>
    <message>
      <source>%1 won the lag, does not break</source>
      <translation>%1 ganó el acercamiento y cede el saque</translation>
    </message>
    <message>
      <source>%1 chooses (%2):</source>
      <translation>Elige %1 (%2):</translation>
    </message>
    <message>
      <source>To choose which balls to remove, click %1 of them on the rack.</source>
      <translation>Para elegir qué bolas retirar, pulse %1 de ellas en la fila de bolas.</translation>
    </message>
    <message>
      <source>Which ball was called?</source>
      <translation>¿Qué bola se cantó?</translation>
    </message>
    <message>
      <source>Ball %1</source>
      <translation>Bola %1</translation>
    </message>
    <message>
      <source>New match… [%1]</source>
      <translation>Nuevo partido… [%1]</translation>
    </message>
  </context>
  <context>
    <name>Desk</name>
    <message>
      <source>Type a name.</source>
      <translation>Escriba un nombre.</translation>
    </message>
    <message>
      <source>That name is too long (at most %limit characters).</source>
      <translation>Ese nombre es demasiado largo (como mucho %limit caracteres).</translation>
    </message>
    <message>
      <source>That name holds a control character (a tab, a line break or an invisible code).</source>
      <translation>Ese nombre tiene un carácter de control (un tabulador, un salto de línea o un código invisible).</translation>
    </message>
    <message>
      <source>%name is already entered.</source>
      <translation>%name ya está inscrito.</translation>
    </message>
    <message>
      <source>%name is not entered.</source>
      <translation>%name no está inscrito.</translation>
    </message>
    <message>
      <source>A draw needs at least two entrants.</source>
      <translation>Un sorteo necesita al menos dos inscritos.</translation>
    </message>
    <message>
      <source>This format takes at most %limit entrants.</source>
      <translation>Este sistema admite como mucho %limit inscritos.</translation>
    </message>
    <message>
      <source>Unknown competition format: %format.</source>
      <translation>Sistema de competición desconocido: %format.</translation>
    </message>
    <message>
      <source>Groups hold from 2 to 16 players.</source>
      <translation>Los grupos tienen de 2 a 16 jugadores.</translation>
    </message>
    <message>
      <source>A distance is an odd number of racks, from 1 to 99.</source>
      <translation>Una distancia es un número impar de partidas, de 1 a 99.</translation>
    </message>
    <message>
      <source>The draw is made: entrants can no longer change.</source>
      <translation>El sorteo está hecho: los inscritos ya no pueden cambiar.</translation>
    </message>
    <message>
      <source>Make the draw first.</source>
      <translation>Primero haga el sorteo.</translation>
    </message>
    <message>
      <source>There is no match %slot in this draw.</source>
      <translation>No hay ningún partido %slot en este cuadro.</translation>
    </message>
    <message>
      <source>The players of match %slot are not known yet.</source>
      <translation>Todavía no se conocen los jugadores del partido %slot.</translation>
    </message>
    <message>
      <source>Match %slot is not played: one place is empty.</source>
      <translation>El partido %slot no se juega: un puesto está vacío.</translation>
    </message>
    <message>
      <source>%score cannot end a best of %best_of: the winner has exactly %race racks.</source>
      <translation>%score no puede cerrar un partido al mejor de %best_of: el ganador tiene exactamente %race partidas.</translation>
    </message>
    <message>
      <source>This changes the players of matches already played (%slots); their results would be removed.</source>
      <translation>Esto cambia los jugadores de partidos ya jugados (%slots); sus resultados se borrarían.</translation>
    </message>
    <message>
      <source>This changes the players of matches in play (%slots): they keep their table, with the new players.</source>
      <translation>Esto cambia los jugadores de partidos en juego (%slots): conservan su mesa, con los nuevos jugadores.</translation>
    </message>
    <message>
      <source>%value cannot be a %key.</source>
      <translation>%value no puede ser un %key.</translation>
    </message>
    <message>
      <source>There is no table %table.</source>
      <translation>No hay mesa %table.</translation>
    </message>
    <message>
      <source>Table %table is playing match %slot.</source>
      <translation>En la mesa %table se juega el partido %slot.</translation>
    </message>
    <message>
      <source>%name is playing on another table.</source>
      <translation>%name está jugando en otra mesa.</translation>
    </message>
    <message>
      <source>Match %slot is already finished.</source>
      <translation>El partido %slot ya ha terminado.</translation>
    </message>
    <message>
      <source>Match %slot is finished with another result (%entered): it was kept. Correct it by hand if the new one is right.</source>
      <translation>El partido %slot ya terminó con otro resultado (%entered): se ha mantenido. Corríjalo a mano si el nuevo es el correcto.</translation>
    </message>
    <message>
      <source>%name was changed by another copy of the app in the meantime.</source>
      <translation>Otra copia de la aplicación ha cambiado %name entretanto.</translation>
    </message>
    <message>
      <source>The competition %file cannot be read (%field: %detail). Nothing was changed.</source>
      <translation>No se puede leer la competición %file (%field: %detail). No se ha cambiado nada.</translation>
    </message>
    <message>
      <source>waiting</source>
      <translation>en espera</translation>
    </message>
    <message>
      <source>ready</source>
      <translation>listo</translation>
    </message>
    <message>
      <source>on table</source>
      <translation>en mesa</translation>
    </message>
    <message>
      <source>finished</source>
      <translation>terminado</translation>
    </message>
    <message>
      <source>walkover</source>
      <translation>exento</translation>
    </message>
    <message>
      <source>First phase</source>
      <translation>1ª fase</translation>
    </message>
    <message>
      <source>Winners' round</source>
      <translation>Ronda de ganadores</translation>
    </message>
    <message>
      <source>Losers' round</source>
      <translation>Ronda de perdedores</translation>
    </message>
    <message>
      <source>Final</source>
      <translation>Final</translation>
    </message>
    <message>
      <source>Group</source>
      <translation>Grupo</translation>
    </message>
    <message>
      <source>RFEB system (knockout first phase, then double elimination)</source>
      <extracomment>The formats in the order every list shows them.</extracomment>
      <translation>Sistema RFEB (1ª fase a KO directo y pirámide)</translation>
    </message>
    <message>
      <source>%score cannot end the handicapped race %race: one player reaches his number of racks, the other stays below his.</source>
      <translation>%score no puede terminar la carrera con hándicap %race: un jugador llega a su número de partidas y el otro se queda por debajo del suyo.</translation>
    </message>
    <message>
      <source>Matches in play change too (%in_play): they keep their table, with the new players.</source>
      <translation>También cambian partidos en juego (%in_play): conservan su mesa, con los nuevos jugadores.</translation>
    </message>
    <message>
      <source>Single elimination</source>
      <translation>KO directo</translation>
    </message>
    <message>
      <source>Double elimination</source>
      <translation>Doble KO</translation>
    </message>
    <message>
      <source>Round robin (groups)</source>
      <translation>Liguilla (grupos)</translation>
    </message>
    <message>
      <source>Round %1, match %2</source>
      <extracomment>How a slot is called (its code, W1-3, stays in files): "%1" the round, "%2" the match.</extracomment>
      <translation>Ronda %1, partido %2</translation>
    </message>
    <message>
      <source>Winners' round %1, match %2</source>
      <translation>Ganadores, ronda %1, partido %2</translation>
    </message>
    <message>
      <source>Losers' round %1, match %2</source>
      <translation>Perdedores, ronda %1, partido %2</translation>
    </message>
    <message>
      <source>First phase, round %1, match %2</source>
      <translation>1ª fase, ronda %1, partido %2</translation>
    </message>
    <message>
      <source>Group %1, match %2</source>
      <translation>Grupo %1, partido %2</translation>
    </message>
    <message>
      <source>Second final</source>
      <translation>Segunda final</translation>
    </message>
    <message>
      <source>Match %2</source>
      <translation>Partido %2</translation>
    </message>
    <message>
      <source>Round %1</source>
      <extracomment>The heading of a column of the bracket: "%1" the round.</extracomment>
      <translation>Ronda %1</translation>
    </message>
    <message>
      <source>Quarter-finals</source>
      <translation>Cuartos de final</translation>
    </message>
    <message>
      <source>Semi-finals</source>
      <translation>Semifinales</translation>
    </message>
    <message>
      <source>Winners' round final</source>
      <translation>Final de la ronda de ganadores</translation>
    </message>
    <message>
      <source>Losers' round final</source>
      <translation>Final de la ronda de perdedores</translation>
    </message>
    <message>
      <source>Up to the last 16</source>
      <translation>Hasta octavos</translation>
    </message>
    <message>
      <source>Quarter- and semi-finals</source>
      <translation>Cuartos y semifinales</translation>
    </message>
    <message>
      <source>Group matches</source>
      <translation>Partidos de grupo</translation>
    </message>
    <message>
      <source>%score cannot end a match to %race points: the winner reaches %race, the other stays below.</source>
      <translation>%score no puede cerrar una partida a %race puntos: el ganador llega a %race y el otro se queda por debajo.</translation>
    </message>
    <message>
      <source>Head-to-head</source>
      <translation>Resultado entre ellos</translation>
    </message>
    <message>
      <source>Rack difference</source>
      <translation>Diferencia de partidas</translation>
    </message>
    <message>
      <source>Entry ranking</source>
      <translation>Ranking de entrada</translation>
    </message>
    <message>
      <source>%1, match %2</source>
      <translation>%1, partido %2</translation>
    </message>
  </context>
  <context>
    <name>DeskFeedControl</name>
    <message>
      <source>Venue &amp;feed…</source>
      <extracomment>the tables the desk knows by their logins when nothing else is said (the example ACL's) the tables with a login on the broker (table-1 … table-N)</extracomment>
      <translation>&amp;Red de la sala…</translation>
    </message>
    <message>
      <source>Venue &amp;board</source>
      <translation>&amp;Tablero de la sala</translation>
    </message>
    <message>
      <source>Tables on the feed</source>
      <translation>Mesas en la red</translation>
    </message>
    <message>
      <source>the venue id is 1 to 40 lower-case letters, digits and dashes</source>
      <translation>el identificador de la sala son de 1 a 40 minúsculas, cifras y guiones</translation>
    </message>
    <message>
      <source>the number of tables is 1 to 999</source>
      <translation>el número de mesas es de 1 a 999</translation>
    </message>
    <message>
      <source>Venue feed</source>
      <translation>Red de la sala</translation>
    </message>
    <message>
      <source>The venue feed cannot start: %1</source>
      <translation>La red de la sala no puede empezar: %1</translation>
    </message>
    <message>
      <source>Result from table %1 entered: %2</source>
      <translation>Resultado de la mesa %1 anotado: %2</translation>
    </message>
  </context>
  <context>
    <name>DeskFeedDialog</name>
    <message>
      <source>Venue feed</source>
      <translation>Red de la sala</translation>
    </message>
    <message>
      <source>Tables (logins table-1 … table-N)</source>
      <translation>Mesas (usuarios table-1 … table-N)</translation>
    </message>
    <message>
      <source>Use mqtts:// (TLS) on a network you do not control. A table the desk does not know (no login, no match assigned) is listed apart and can be removed.</source>
      <translation>Use mqtts:// (TLS) en una red que no controle. Una mesa que la organización no conoce (sin usuario, sin partido asignado) aparece aparte y se puede quitar.</translation>
    </message>
    <message>
      <source>Venue id</source>
      <translation>Identificador de la sala</translation>
    </message>
  </context>
  <context>
    <name>Export</name>
    <message>
      <source>Racks won</source>
      <translation>Partidas ganadas</translation>
    </message>
    <message>
      <source>Innings</source>
      <translation>Entradas</translation>
    </message>
    <message>
      <source>Shots</source>
      <translation>Tiros</translation>
    </message>
    <message>
      <source>Balls pocketed</source>
      <translation>Bolas metidas</translation>
    </message>
    <message>
      <source>Fouls</source>
      <translation>Faltas</translation>
    </message>
    <message>
      <source>Safeties</source>
      <translation>Tiros de seguridad</translation>
    </message>
    <message>
      <source>Push outs</source>
      <translation>Push outs</translation>
    </message>
    <message>
      <source>Breaks</source>
      <translation>Saques</translation>
    </message>
    <message>
      <source>Breaks with a ball made</source>
      <translation>Saques con bola metida</translation>
    </message>
    <message>
      <source>Dry breaks</source>
      <translation>Saques sin bola</translation>
    </message>
    <message>
      <source>Scratches on the break</source>
      <translation>Blanca metida en el saque</translation>
    </message>
    <message>
      <source>Game ball on the break</source>
      <translation>Bola ganadora en el saque</translation>
    </message>
    <message>
      <source>Break and runs</source>
      <translation>Saque y cierre</translation>
    </message>
    <message>
      <source>Runs out</source>
      <translation>Cierres de mesa</translation>
    </message>
    <message>
      <source>Longest run</source>
      <translation>Serie más larga</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Puntos</translation>
    </message>
    <message>
      <source>Timed shots</source>
      <translation>Tiros cronometrados</translation>
    </message>
    <message>
      <source>Shot time (s)</source>
      <translation>Tiempo de tiro (s)</translation>
    </message>
    <message>
      <source>Longest shot (s)</source>
      <translation>Tiro más largo (s)</translation>
    </message>
    <message>
      <source>Average per inning</source>
      <translation>Promedio por entrada</translation>
    </message>
    <message>
      <source>Average shot time (s)</source>
      <translation>Tiempo medio por tiro (s)</translation>
    </message>
    <message>
      <source>Run outs</source>
      <translation>Cierres de mesa</translation>
    </message>
    <message>
      <source>Shot time</source>
      <translation>Tiempo de tiro</translation>
    </message>
    <message>
      <source>Longest shot time</source>
      <translation>Tiro más lento</translation>
    </message>
    <message>
      <source>Average time per shot</source>
      <translation>Tiempo medio por tiro</translation>
    </message>
    <message>
      <source>Penalty points</source>
      <translation>Puntos de penalización</translation>
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
      <translation>%1: nivel inicial %2 (sin partidas)</translation>
    </message>
    <message>
      <source>%1: rating %2 (imported, no games here)</source>
      <translation>%1: nivel %2 (importado, sin partidas aquí)</translation>
    </message>
    <message>
      <source>%1: rating %2 (%3 games)</source>
      <translation>%1: nivel %2 (%3 partidas)</translation>
    </message>
    <message>
      <source>Fair races, about a race to %1:</source>
      <translation>Carreras equilibradas, en torno a una carrera a %1:</translation>
    </message>
    <message>
      <source>Race %1–%2</source>
      <translation>Carrera %1–%2</translation>
    </message>
    <message>
      <source>Play this race (a handicap when the two differ)</source>
      <translation>Jugar esta carrera (con hándicap si las dos distancias difieren)</translation>
    </message>
    <message>
      <source>%1 wins %2 · %3 wins %4</source>
      <translation>%1 gana %2 · %3 gana %4</translation>
    </message>
    <message numerus="yes">
      <source>%1: rating %2 (%n game(s))</source>
      <translation>
        <numerusform>%1: nivel %2 (%n partida)</numerusform>
        <numerusform>%1: nivel %2 (%n partidas)</numerusform>
      </translation>
    </message>
    <message>
      <source>Provisional ratings</source>
      <translation>Niveles provisionales</translation>
    </message>
    <message>
      <source>The race %1–%2 comes from provisional ratings (too few games to be sure). Play this handicap?</source>
      <translation>La carrera %1–%2 sale de niveles provisionales (demasiado pocas partidas para estar seguros). ¿Jugar con este hándicap?</translation>
    </message>
    <message>
      <source>%1, provisional</source>
      <translation>%1, provisional</translation>
    </message>
    <message>
      <source>Provisional ratings: a handicap from them is a guess, played only once you say yes.</source>
      <translation>Niveles provisionales: un hándicap con ellos es una estimación, y solo se juega si usted lo confirma.</translation>
    </message>
    <message>
      <source>%1 and %2 never met, nor did the players they met: their ratings cannot be compared.</source>
      <translation>%1 y %2 nunca se han enfrentado, ni tampoco los jugadores con los que jugaron: sus niveles no se pueden comparar.</translation>
    </message>
    <message>
      <source>No race of about this length is near even: the fairest still gives %1 %2.</source>
      <translation>Ninguna carrera de esta longitud se acerca al equilibrio: la más equilibrada aún da a %1 un %2.</translation>
    </message>
  </context>
  <context>
    <name>FeedControl</name>
    <message>
      <source>Venue &amp;feed…</source>
      <translation>&amp;Red de la sala…</translation>
    </message>
    <message>
      <source>Venue &amp;board</source>
      <translation>&amp;Tablero de la sala</translation>
    </message>
    <message>
      <source>&amp;Start the assigned match: %1 – %2</source>
      <translation>&amp;Empezar el partido asignado: %1 – %2</translation>
    </message>
    <message>
      <source>&amp;Start the assigned match</source>
      <translation>&amp;Empezar el partido asignado</translation>
    </message>
    <message>
      <source>no broker address is set</source>
      <translation>no hay dirección del bróker</translation>
    </message>
    <message>
      <source>the venue id is 1 to 40 lower-case letters, digits and dashes</source>
      <translation>el identificador de la sala son de 1 a 40 minúsculas, cifras y guiones</translation>
    </message>
    <message>
      <source>the table number is 1 to 999</source>
      <translation>el número de mesa va de 1 a 999</translation>
    </message>
    <message>
      <source>Venue feed</source>
      <translation>Red de la sala</translation>
    </message>
    <message>
      <source>The venue feed cannot start: %1</source>
      <translation>La red de la sala no puede empezar: %1</translation>
    </message>
    <message>
      <source>Next match on this table: %1 – %2 (Competition menu, Start)</source>
      <translation>Próximo partido en esta mesa: %1 – %2 (menú Competición, Empezar)</translation>
    </message>
    <message>
      <source>The desk did not enter %1: its bracket holds %2 for this match. Tell the desk which one is right.</source>
      <translation>La organización no anotó %1: su cuadro tiene %2 para este partido. Diga a la organización cuál es el correcto.</translation>
    </message>
    <message>
      <source>Start a match</source>
      <translation>Empezar un partido</translation>
    </message>
    <message>
      <source>A match is in progress in the scorekeeper. It stays saved and can be resumed later. Start this one?</source>
      <translation>Hay un partido en curso en el marcador. Queda guardado y se puede reanudar después. ¿Empezar este?</translation>
    </message>
    <message>
      <source>Table %1</source>
      <translation>Mesa %1</translation>
    </message>
    <message>
      <source>%1 · feed online</source>
      <translation>%1 · red conectada</translation>
    </message>
    <message>
      <source>%1 · feed offline, scoring goes on</source>
      <translation>%1 · red desconectada, se sigue anotando</translation>
    </message>
    <message numerus="yes">
      <source>%n result(s) to send</source>
      <translation>
        <numerusform>%n resultado por enviar</numerusform>
        <numerusform>%n resultados por enviar</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>FeedDialog</name>
    <message>
      <source>Venue feed</source>
      <translation>Red de la sala</translation>
    </message>
    <message>
      <source>Send this table's match to the venue's broker</source>
      <translation>Enviar el partido de esta mesa al bróker de la sala</translation>
    </message>
    <message>
      <source>The app connects out to the broker and opens no port. Use mqtts:// (TLS) on a network you do not control; the user is this table's login (table-N).</source>
      <translation>La aplicación se conecta al bróker y no abre ningún puerto. Use mqtts:// (TLS) en una red que no controle; el usuario es el de esta mesa (table-N).</translation>
    </message>
    <message>
      <source>Venue id</source>
      <translation>Identificador de la sala</translation>
    </message>
    <message>
      <source>Table number</source>
      <translation>Número de mesa</translation>
    </message>
  </context>
  <context>
    <name>FeedPanel</name>
    <message>
      <source>On the feed, but no login and no assignment knows:</source>
      <translation>En la red, pero sin usuario ni partido asignado que la conozca:</translation>
    </message>
    <message>
      <source>Remove from the desk</source>
      <translation>Quitar la mesa elegida</translation>
    </message>
    <message>
      <source>Results refused (sent by another table than the one the match is on):</source>
      <translation>Resultados rechazados (enviados por otra mesa que la del partido):</translation>
    </message>
  </context>
  <context>
    <name>HistoryDialog</name>
    <message>
      <source>Match history</source>
      <translation>Historial de partidos</translation>
    </message>
    <message>
      <source>Any player</source>
      <translation>Cualquier jugador</translation>
    </message>
    <message>
      <source>All disciplines</source>
      <translation>Todas las modalidades</translation>
    </message>
    <message>
      <source>From</source>
      <translation>Desde</translation>
    </message>
    <message>
      <source>to</source>
      <translation>hasta</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Jugador</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Abrir</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Cerrar</translation>
    </message>
    <message numerus="yes">
      <source>%n match(es)</source>
      <translation>
        <numerusform>%n partido</numerusform>
        <numerusform>%n partidos</numerusform>
      </translation>
    </message>
    <message>
      <source>No match found</source>
      <translation>No se encontró ningún partido</translation>
    </message>
    <message>
      <source>The history %1 cannot be read in full: %2</source>
      <translation>El historial %1 no se puede leer entero: %2</translation>
    </message>
    <message>
      <source>This match cannot be opened: its entry in the history %1 is damaged.</source>
      <translation>Este partido no se puede abrir: su entrada en el historial %1 está dañada.</translation>
    </message>
    <message>
      <source>Export…</source>
      <translation>Exportar…</translation>
    </message>
    <message>
      <source>%1 matches exported to %2</source>
      <translation>%1 partidos exportados a %2</translation>
    </message>
    <message>
      <source>1 match</source>
      <translation>1 partido</translation>
    </message>
    <message>
      <source>%1 matches</source>
      <translation>%1 partidos</translation>
    </message>
  </context>
  <context>
    <name>HistoryModel</name>
    <message>
      <source>Date</source>
      <extracomment>Why the history could not be read (SQLite's words), or None.</extracomment>
      <translation>Fecha</translation>
    </message>
    <message>
      <source>Discipline</source>
      <translation>Modalidad</translation>
    </message>
    <message>
      <source>Player 1</source>
      <translation>Jugador 1</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Marcador</translation>
    </message>
    <message>
      <source>Player 2</source>
      <translation>Jugador 2</translation>
    </message>
    <message>
      <source>Racks</source>
      <translation>Partidas</translation>
    </message>
    <message>
      <source>Shots</source>
      <translation>Tiros</translation>
    </message>
    <message>
      <source>Winner: %1</source>
      <translation>Ganador: %1</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Sin terminar</translation>
    </message>
    <message>
      <source>Damaged entry</source>
      <translation>Entrada dañada</translation>
    </message>
    <message>
      <source>This entry of the history is damaged and cannot be opened (%1).</source>
      <translation>Esta entrada del historial está dañada y no se puede abrir (%1).</translation>
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
      <translation>Teclas</translation>
    </message>
    <message>
      <source>Ball made (0 = 10; 1 then 1…5 = 11…15)</source>
      <translation>Bola metida (0 = 10; 1 y luego 1…5 = 11…15)</translation>
    </message>
    <message>
      <source>Record the shot (nothing marked = miss)</source>
      <translation>Anotar el tiro (nada marcado = fallo)</translation>
    </message>
    <message>
      <source>Scratch — records the shot</source>
      <translation>Blanca metida — anota el tiro</translation>
    </message>
    <message>
      <source>Cue ball off the table — records the shot</source>
      <translation>Blanca fuera de la mesa — anota el tiro</translation>
    </message>
    <message>
      <source>Foul menu — the chosen foul records the shot</source>
      <translation>Menú de faltas — la falta elegida anota el tiro</translation>
    </message>
    <message>
      <source>Safety — records the shot</source>
      <translation>Tiro de seguridad — anota el tiro</translation>
    </message>
    <message>
      <source>Push out — records the shot</source>
      <translation>Push out — anota el tiro</translation>
    </message>
    <message>
      <source>Next ball clicked went off the table</source>
      <translation>La siguiente bola que pulse salió de la mesa</translation>
    </message>
    <message>
      <source>Break with nothing made: legal / too few balls to a rail</source>
      <translation>Saque sin bola metida: legal / pocas bolas a banda</translation>
    </message>
    <message>
      <source>Number key %1</source>
      <translation>Tecla numérica %1</translation>
    </message>
    <message>
      <source>Pocket: %1</source>
      <translation>Entró en la %1</translation>
    </message>
    <message>
      <source>Called and missed: %1</source>
      <translation>Cantada y fallada: %1</translation>
    </message>
    <message>
      <source>Argentine open table: plays solids</source>
      <translation>Mesa abierta argentina: juega lisas</translation>
    </message>
    <message>
      <source>Argentine open table: plays stripes</source>
      <translation>Mesa abierta argentina: juega rayadas</translation>
    </message>
    <message>
      <source>Break with nothing made: legal</source>
      <translation>Saque sin bola metida: legal</translation>
    </message>
    <message>
      <source>Break with nothing made: too few balls to a rail</source>
      <translation>Saque sin bola metida: pocas bolas a banda</translation>
    </message>
    <message>
      <source>Shot clock: start or pause</source>
      <translation>Reloj de tiro: iniciar o pausar</translation>
    </message>
    <message>
      <source>Shot clock: reset</source>
      <translation>Reloj de tiro: reiniciar</translation>
    </message>
    <message>
      <source>Shot clock: extension</source>
      <translation>Reloj de tiro: extensión</translation>
    </message>
    <message>
      <source>Pocket: foot left/right, side left/right, head left/right — the marked ball went in there; records the shot. No ball marked: the only legal ball</source>
      <translation>Tronera: pie izq./der., lateral izq./der., cabecera izq./der. — la bola marcada entró ahí; anota el tiro. Sin bola marcada: la única bola legal</translation>
    </message>
    <message>
      <source>Shift + pocket</source>
      <translation>Mayús + tronera</translation>
    </message>
    <message>
      <source>The marked ball was called in that pocket and missed; records the shot</source>
      <translation>La bola marcada se cantó a esa tronera y falló; anota el tiro</translation>
    </message>
    <message>
      <source>%1, then 1 … 9, A …</source>
      <translation>%1, y luego 1 … 9, A …</translation>
    </message>
    <message>
      <source>%1 / %2, %3 / %4 (racks only)</source>
      <translation>%1 / %2, %3 / %4 (solo partidas)</translation>
    </message>
    <message>
      <source>Called and missed: the next pocket clicked is the call</source>
      <translation>Cantada y fallada: la siguiente tronera que pulse es la cantada</translation>
    </message>
    <message>
      <source>Argentine open table: plays solids / stripes</source>
      <translation>Mesa abierta argentina: juega lisas / rayadas</translation>
    </message>
    <message>
      <source>%1 … %2 (choice)</source>
      <translation>%1 … %2 (elección)</translation>
    </message>
    <message>
      <source>Answer the incoming player's choice, or the lag</source>
      <translation>Responder a la elección del jugador entrante, o al acercamiento</translation>
    </message>
    <message>
      <source>+1 rack, −1 rack for each player</source>
      <translation>+1 partida, −1 partida para cada jugador</translation>
    </message>
    <message>
      <source>Clear the shot being entered</source>
      <translation>Borrar el tiro que se está anotando</translation>
    </message>
    <message>
      <source>Shot clock: start or pause / reset / extension</source>
      <translation>Reloj de tiro: iniciar o pausar / reiniciar / extensión</translation>
    </message>
    <message>
      <source>F11 (spectator window)</source>
      <translation>F11 (ventana del público)</translation>
    </message>
    <message>
      <source>Full screen</source>
      <translation>Pantalla completa</translation>
    </message>
  </context>
  <context>
    <name>MatchDialog</name>
    <message>
      <source>%1 vs %2</source>
      <extracomment>PlayerStats fields shown in the statistics table, in order (rack games / 14.1).</extracomment>
      <translation>%1 vs. %2</translation>
    </message>
    <message>
      <source>Winner: %1</source>
      <translation>Ganador: %1</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Sin terminar</translation>
    </message>
    <message>
      <source>The match could not be replayed; the totals saved with it are shown.</source>
      <translation>No se pudo reproducir el partido; se muestran los totales guardados con él.</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Estadísticas</translation>
    </message>
    <message>
      <source>Racks</source>
      <translation>Partidas</translation>
    </message>
    <message>
      <source>Score sheet</source>
      <translation>Acta</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Cerrar</translation>
    </message>
    <message>
      <source>Racks won</source>
      <translation>Partidas ganadas</translation>
    </message>
    <message>
      <source>Innings</source>
      <translation>Entradas</translation>
    </message>
    <message>
      <source>Shots</source>
      <translation>Tiros</translation>
    </message>
    <message>
      <source>Balls pocketed</source>
      <translation>Bolas metidas</translation>
    </message>
    <message>
      <source>Fouls</source>
      <translation>Faltas</translation>
    </message>
    <message>
      <source>Safeties</source>
      <translation>Tiros de seguridad</translation>
    </message>
    <message>
      <source>Push outs</source>
      <translation>Push outs</translation>
    </message>
    <message>
      <source>Breaks</source>
      <translation>Saques</translation>
    </message>
    <message>
      <source>Breaks with a ball made</source>
      <translation>Saques con bola metida</translation>
    </message>
    <message>
      <source>Dry breaks</source>
      <translation>Saques sin bola</translation>
    </message>
    <message>
      <source>Breaks with a scratch</source>
      <translation>Saques con blanca metida</translation>
    </message>
    <message>
      <source>Game ball on the break</source>
      <translation>Bola ganadora en el saque</translation>
    </message>
    <message>
      <source>Break and run</source>
      <translation>Saque y cierre</translation>
    </message>
    <message>
      <source>Run outs</source>
      <translation>Cierres de mesa</translation>
    </message>
    <message>
      <source>Longest run</source>
      <translation>Serie más larga</translation>
    </message>
    <message>
      <source>Average per inning</source>
      <translation>Promedio por entrada</translation>
    </message>
    <message>
      <source>Average time per shot</source>
      <translation>Tiempo medio por tiro</translation>
    </message>
    <message>
      <source>Longest shot time</source>
      <translation>Tiro más largo</translation>
    </message>
    <message>
      <source>Rack</source>
      <translation>Partida</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Set</translation>
    </message>
    <message>
      <source>Breaker</source>
      <translation>Saca</translation>
    </message>
    <message>
      <source>Winner</source>
      <translation>Ganador</translation>
    </message>
    <message>
      <source>How</source>
      <translation>Cómo</translation>
    </message>
    <message>
      <source>Stalemate</source>
      <translation>Estancamiento</translation>
    </message>
    <message>
      <source>Export…</source>
      <translation>Exportar…</translation>
    </message>
  </context>
  <context>
    <name>PlayerPage</name>
    <message>
      <source>Doubles, with %1, against %2</source>
      <translation>Dobles, con %1, contra %2</translation>
    </message>
    <message>
      <source>Doubles matches, listed but not counted or rated: %1</source>
      <translation>Partidos de dobles, en la lista pero sin contar ni puntuar: %1</translation>
    </message>
    <message>
      <source>Player: %1</source>
      <translation>Jugador: %1</translation>
    </message>
    <message>
      <source>Club: %1</source>
      <translation>Club: %1</translation>
    </message>
    <message>
      <source>Rating %1 (robustness %2)</source>
      <translation>Nivel %1 (solidez %2)</translation>
    </message>
    <message>
      <source>Imported rating %1</source>
      <translation>Nivel importado %1</translation>
    </message>
    <message>
      <source>Typed as: %1</source>
      <translation>Escrito como: %1</translation>
    </message>
    <message>
      <source>Discipline</source>
      <translation>Modalidad</translation>
    </message>
    <message>
      <source>Matches</source>
      <translation>Partidos</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Ganados</translation>
    </message>
    <message>
      <source>Lost</source>
      <translation>Perdidos</translation>
    </message>
    <message>
      <source>Racks won</source>
      <translation>Partidas ganadas</translation>
    </message>
    <message>
      <source>Racks lost</source>
      <translation>Partidas perdidas</translation>
    </message>
    <message>
      <source>Break and runs</source>
      <translation>Saque y cierre</translation>
    </message>
    <message>
      <source>Fouls per rack</source>
      <translation>Faltas por partida</translation>
    </message>
    <message>
      <source>High run</source>
      <translation>Mejor serie</translation>
    </message>
    <message>
      <source>14.1: %1 balls per inning</source>
      <translation>14.1: %1 bolas por entrada</translation>
    </message>
    <message>
      <source>Form: share of racks won over the last 5 matches</source>
      <translation>Forma: partidas ganadas en los últimos 5 partidos</translation>
    </message>
    <message>
      <source>Export PDF…</source>
      <translation>Exportar PDF…</translation>
    </message>
    <message>
      <source>Export CSV…</source>
      <translation>Exportar CSV…</translation>
    </message>
    <message>
      <source>Printed %1</source>
      <translation>Impreso el %1</translation>
    </message>
    <message>
      <source>Totals per discipline</source>
      <translation>Totales por modalidad</translation>
    </message>
    <message>
      <source>Page %1 of %2</source>
      <translation>Página %1 de %2</translation>
    </message>
    <message>
      <source>Balls per inning</source>
      <translation>Bolas por entrada</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>Fecha</translation>
    </message>
    <message>
      <source>Opponent</source>
      <translation>Rival</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Resultado</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Torneo</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Sin terminar</translation>
    </message>
    <message>
      <source>Export the player's page</source>
      <translation>Exportar la página del jugador</translation>
    </message>
    <message>
      <source>PDF documents (*.pdf)</source>
      <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
      <source>CSV tables (*.csv)</source>
      <translation>Tablas CSV (*.csv)</translation>
    </message>
    <message>
      <source>Not exported: %1</source>
      <translation>No exportado: %1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>Exportado a %1</translation>
    </message>
    <message>
      <source>Victory</source>
      <translation>Victoria</translation>
    </message>
    <message>
      <source>Defeat</source>
      <translation>Derrota</translation>
    </message>
    <message>
      <source>Rating %1, provisional (robustness %2)</source>
      <translation>Nivel %1, provisional (solidez %2)</translation>
    </message>
    <message>
      <source>A match between two names of this player: not counted</source>
      <translation>Partido entre dos nombres de este jugador: no cuenta</translation>
    </message>
    <message>
      <source>Matches between two names of this player, not counted: %1</source>
      <translation>Partidos entre dos nombres de este jugador, que no cuentan: %1</translation>
    </message>
    <message>
      <source>Rating after each day played</source>
      <translation>Nivel tras cada día jugado</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Marcador</translation>
    </message>
    <message>
      <source>Games won–lost</source>
      <translation>Partidas ganadas–perdidas</translation>
    </message>
    <message>
      <source>This match cannot be opened: %1</source>
      <translation>Este partido no se puede abrir: %1</translation>
    </message>
    <message numerus="yes">
      <source>%n match(es)</source>
      <translation>
        <numerusform>%n partido</numerusform>
        <numerusform>%n partidos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Head-to-head: %n opponent(s)</source>
      <translation>
        <numerusform>Cara a cara: %n rival</numerusform>
        <numerusform>Cara a cara: %n rivales</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>PlayerPanel</name>
    <message>
      <source>Winner of the match</source>
      <translation>Ganador del partido</translation>
    </message>
    <message>
      <source>Breaks</source>
      <translation>Saca</translation>
    </message>
    <message>
      <source>Broke this rack</source>
      <translation>Sacó en esta partida</translation>
    </message>
    <message>
      <source>Run %1 · high %2 · avg %3</source>
      <translation>Serie %1 · mejor %2 · prom. %3</translation>
    </message>
    <message>
      <source>Innings %1</source>
      <translation>Entradas %1</translation>
    </message>
    <message>
      <source>Match ball</source>
      <translation>Bola de partido</translation>
    </message>
    <message>
      <source>⚠ %1 consecutive fouls: a third costs %2 more points</source>
      <translation>⚠ %1 faltas seguidas: una tercera cuesta %2 puntos más</translation>
    </message>
    <message>
      <source>⚠ %1 consecutive fouls: a third loses the rack</source>
      <translation>⚠ %1 faltas seguidas: la tercera pierde la partida</translation>
    </message>
    <message>
      <source>%1 consecutive fouls</source>
      <translation>%1 faltas seguidas</translation>
    </message>
    <message>
      <source>1 foul</source>
      <translation>1 falta</translation>
    </message>
  </context>
  <context>
    <name>PlayersWindow</name>
    <message>
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <source>All disciplines</source>
      <translation>Todas las modalidades</translation>
    </message>
    <message>
      <source>Nine- and ten-ball</source>
      <translation>Bola 9 y bola 10</translation>
    </message>
    <message>
      <source>Ratings from:</source>
      <translation>Niveles de:</translation>
    </message>
    <message>
      <source>Starter rating:</source>
      <translation>Nivel inicial:</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Club</source>
      <translation>Club</translation>
    </message>
    <message>
      <source>Rating</source>
      <translation>Nivel</translation>
    </message>
    <message>
      <source>Robustness</source>
      <translation>Solidez</translation>
    </message>
    <message>
      <source>Matches</source>
      <translation>Partidos</translation>
    </message>
    <message>
      <source>Player's page…</source>
      <translation>Ficha del jugador…</translation>
    </message>
    <message>
      <source>Merge…</source>
      <translation>Unir…</translation>
    </message>
    <message>
      <source>Export results…</source>
      <translation>Exportar resultados…</translation>
    </message>
    <message>
      <source>Import ratings…</source>
      <translation>Importar niveles…</translation>
    </message>
    <message>
      <source>The history cannot be read now: %1</source>
      <translation>No se puede leer el historial ahora: %1</translation>
    </message>
    <message>
      <source>Damaged rows of the history left out: %1.</source>
      <translation>Filas dañadas del historial omitidas: %1.</translation>
    </message>
    <message>
      <source>Damaged merges read as no merge: %1 (those players are listed on their own).</source>
      <translation>Uniones dañadas, leídas como sin unir: %1 (esos jugadores aparecen por separado).</translation>
    </message>
    <message>
      <source>Matches exported: %1.</source>
      <translation>Partidos exportados: %1.</translation>
    </message>
    <message>
      <source>Lines left out: %1.</source>
      <translation>Líneas omitidas: %1.</translation>
    </message>
    <message>
      <source>Merge players</source>
      <translation>Unir jugadores</translation>
    </message>
    <message>
      <source>Merge %1 into %2? Their matches will count as %2's.</source>
      <translation>¿Unir %1 con %2? Sus partidos contarán como de %2.</translation>
    </message>
    <message>
      <source>Not merged: %1</source>
      <translation>No se han unido: %1</translation>
    </message>
    <message>
      <source>Not unmerged: %1</source>
      <translation>No se han separado: %1</translation>
    </message>
    <message>
      <source>Export results</source>
      <translation>Exportar resultados</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
      <source>Not exported: %1</source>
      <translation>No se ha exportado: %1</translation>
    </message>
    <message>
      <source>Import ratings</source>
      <translation>Importar niveles</translation>
    </message>
    <message>
      <source>CSV files (*.csv *.txt)</source>
      <translation>Archivos CSV (*.csv *.txt)</translation>
    </message>
    <message>
      <source>Not imported: %1</source>
      <translation>No se ha importado: %1</translation>
    </message>
    <message>
      <source>Ratings imported: %1 players updated, %2 added.</source>
      <translation>Niveles importados: %1 jugadores actualizados, %2 añadidos.</translation>
    </message>
    <message>
      <source>Reading the players…</source>
      <translation>Leyendo los jugadores…</translation>
    </message>
    <message>
      <source>Importing the ratings of %1…</source>
      <translation>Importando los niveles de %1…</translation>
    </message>
    <message>
      <source>Reading %1…</source>
      <translation>Leyendo %1…</translation>
    </message>
    <message>
      <source>Import cancelled: nothing was changed.</source>
      <translation>Importación cancelada: no se ha cambiado nada.</translation>
    </message>
    <message>
      <source>Add player…</source>
      <translation>Añadir jugador…</translation>
    </message>
    <message>
      <source>Edit…</source>
      <translation>Editar…</translation>
    </message>
    <message>
      <source>Unmerge…</source>
      <translation>Deshacer una unión…</translation>
    </message>
    <message>
      <source>Split a name…</source>
      <translation>Separar un nombre…</translation>
    </message>
    <message>
      <source>Not split: %1</source>
      <translation>No se ha separado: %1</translation>
    </message>
    <message>
      <source>Not added: %1</source>
      <translation>No se ha añadido: %1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>No se ha guardado: %1</translation>
    </message>
    <message>
      <source>Saving the change…</source>
      <translation>Guardando el cambio…</translation>
    </message>
    <message>
      <source>Another change is being saved: try again.</source>
      <translation>Se está guardando otro cambio: inténtelo de nuevo.</translation>
    </message>
  </context>
  <context>
    <name>PocketButton</name>
    <message>
      <source>Foot left</source>
      <extracomment>Where each pocket sits on the cloth, as (column, row) with 0, 0.5, 1 across and down, and on which side of the pocket its label goes (towards the middle of the table). Pockets in reading order (top to bottom, left to right), also the keyboard order.</extracomment>
      <translation>Pie izq.</translation>
    </message>
    <message>
      <source>Foot right</source>
      <translation>Pie der.</translation>
    </message>
    <message>
      <source>Side left</source>
      <translation>Lat. izq.</translation>
    </message>
    <message>
      <source>Side right</source>
      <translation>Lat. der.</translation>
    </message>
    <message>
      <source>Head left</source>
      <translation>Cab. izq.</translation>
    </message>
    <message>
      <source>Head right</source>
      <translation>Cab. der.</translation>
    </message>
    <message>
      <source>{0} pocket</source>
      <translation>Tronera: {0}</translation>
    </message>
    <message>
      <source>{0} pocket (key {1})</source>
      <translation>Tronera: {0} (tecla {1})</translation>
    </message>
    <message>
      <source>Selected</source>
      <translation>Seleccionada</translation>
    </message>
  </context>
  <context>
    <name>PocketPad</name>
    <message>
      <source>Pockets</source>
      <extracomment>Height over width of the cloth is kept within these bounds (a real table is 2).</extracomment>
      <translation>Troneras</translation>
    </message>
  </context>
  <context>
    <name>RackWidget</name>
    <message>
      <source>Balls</source>
      <extracomment>Largest and smallest ball button, and the size below which one row becomes two.</extracomment>
      <translation>Bolas</translation>
    </message>
    <message>
      <source>Click the balls pocketed on this shot</source>
      <translation>Pulse las bolas metidas en este tiro</translation>
    </message>
  </context>
  <context>
    <name>ResumeDialog</name>
    <message>
      <source>Unfinished matches</source>
      <translation>Partidos sin terminar</translation>
    </message>
    <message>
      <source>These matches were not finished. Resume one, or discard it (it is archived, not deleted).</source>
      <translation>Estos partidos no se terminaron. Reanude uno o descártelo (se archiva, no se borra).</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <source>Discipline</source>
      <translation>Modalidad</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Marcador</translation>
    </message>
    <message>
      <source>Last change</source>
      <translation>Último cambio</translation>
    </message>
    <message>
      <source>Resume</source>
      <translation>Reanudar</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Descartar</translation>
    </message>
    <message>
      <source>Close this match without saving it to the history; its journal is archived.</source>
      <translation>Cerrar este partido sin guardarlo en el historial; su registro se archiva.</translation>
    </message>
    <message>
      <source>Not now</source>
      <translation>Ahora no</translation>
    </message>
    <message>
      <source>Cannot be read</source>
      <translation>No se puede leer</translation>
    </message>
    <message>
      <source>%1 vs %2</source>
      <translation>%1 vs. %2</translation>
    </message>
    <message>
      <source>%1 (sets %2)</source>
      <translation>%1 (sets %2)</translation>
    </message>
    <message>
      <source>Could not archive the match: %1</source>
      <translation>No se pudo archivar el partido: %1</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheet</name>
    <message>
      <source>Inn.</source>
      <translation>Ent.</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>Run</source>
      <translation>Serie</translation>
    </message>
    <message>
      <source>Re-
racks</source>
      <translation>Triáng.
nuevos</translation>
    </message>
    <message>
      <source>Re-racks</source>
      <translation>Triángulos nuevos</translation>
    </message>
    <message>
      <source>The inning being played</source>
      <translation>La entrada en juego</translation>
    </message>
  </context>
  <context>
    <name>ScorekeeperWindow</name>
    <message>
      <source>Pool Scoreboard — scorekeeper</source>
      <extracomment>Item data of the shot list: a rack's heading holds its rack number here ... ... and a shot's line the rack it was played in. The table in play: every entry goes to it (:meth:`~scoreboard.table.Table.submit` and its typed shortcuts), the controller only brings its signals.</extracomment>
      <translation>Pool Scoreboard — anotador</translation>
    </message>
    <message>
      <source>&amp;Match</source>
      <translation>&amp;Partido</translation>
    </message>
    <message>
      <source>&amp;New match…</source>
      <translation>&amp;Nuevo partido…</translation>
    </message>
    <message>
      <source>&amp;Resume unfinished match…</source>
      <translation>&amp;Reanudar partido sin terminar…</translation>
    </message>
    <message>
      <source>Match &amp;history…</source>
      <translation>&amp;Historial de partidos…</translation>
    </message>
    <message>
      <source>&amp;Players…</source>
      <translation>&amp;Jugadores…</translation>
    </message>
    <message>
      <source>&amp;Export match…</source>
      <translation>&amp;Exportar partido…</translation>
    </message>
    <message>
      <source>&amp;Import a match into the history…</source>
      <translation>&amp;Importar un partido al historial…</translation>
    </message>
    <message>
      <source>Player at the table concedes the rack</source>
      <translation>El jugador en la mesa concede la partida</translation>
    </message>
    <message>
      <source>Declare stalemate</source>
      <translation>Declarar estancamiento</translation>
    </message>
    <message>
      <source>Referee's &amp;penalty (WPA-6.16)</source>
      <translation>&amp;Sanción arbitral (WPA-6.16)</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Edición</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Deshacer</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Rehacer</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <source>&amp;Spectator display</source>
      <translation>Pantalla del &amp;público</translation>
    </message>
    <message>
      <source>Shot &amp;clock…</source>
      <translation>Reloj de &amp;tiro…</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Idioma</translation>
    </message>
    <message>
      <source>&amp;Competition</source>
      <translation>&amp;Competición</translation>
    </message>
    <message>
      <source>Competition &amp;desk…</source>
      <translation>&amp;Organización de la competición…</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>A&amp;yuda</translation>
    </message>
    <message>
      <source>&amp;Keys</source>
      <translation>&amp;Teclas</translation>
    </message>
    <message>
      <source>&amp;About</source>
      <translation>&amp;Acerca de</translation>
    </message>
    <message>
      <source>No match yet.

Start one with Match ▸ New match… (Ctrl+N),
or open the last one with Match ▸ Resume unfinished match…</source>
      <translation>Aún no hay partido.

Empiece uno con Partido ▸ Nuevo partido… (Ctrl+N),
o abra el último con Partido ▸ Reanudar partido sin terminar…</translation>
    </message>
    <message>
      <source>No match yet.

Start one with Match ▸ New match… (%1),
or open the last one with Match ▸ Resume unfinished match…</source>
      <translation>Aún no hay partido.

Empiece uno con Partido ▸ Nuevo partido… (%1),
o abra el último con Partido ▸ Reanudar partido sin terminar…</translation>
    </message>
    <message>
      <source>— Rack %1 —</source>
      <translation>— Partida %1 —</translation>
    </message>
    <message>
      <source>— Re-rack %1 —</source>
      <translation>— Nuevo triángulo %1 —</translation>
    </message>
    <message>
      <source>Warning</source>
      <translation>Aviso</translation>
    </message>
    <message>
      <source>Standard foul</source>
      <translation>Penalización estándar (falta)</translation>
    </message>
    <message>
      <source>Loss of the rack</source>
      <translation>Pérdida de la partida</translation>
    </message>
    <message>
      <source>Loss of the set</source>
      <translation>Pérdida del set</translation>
    </message>
    <message>
      <source>Loss of the match</source>
      <translation>Pérdida del enfrentamiento</translation>
    </message>
    <message>
      <source>Player %1</source>
      <translation>Jugador %1</translation>
    </message>
    <message>
      <source>Referee's penalty for %1: %2 (WPA-6.16)</source>
      <translation>Sanción arbitral a %1: %2 (WPA-6.16)</translation>
    </message>
    <message>
      <source>Record shot [Enter] — nothing marked = miss</source>
      <extracomment>What records a finished entry: the shot in, whether it was recorded out.</extracomment>
      <translation>Anotar tiro [Enter] — sin marcar = fallo</translation>
    </message>
    <message>
      <source>Scratch [C]</source>
      <translation>Blanca metida [C]</translation>
    </message>
    <message>
      <source>Cue ball off [V]</source>
      <translation>Blanca fuera [V]</translation>
    </message>
    <message>
      <source>Foul… [F]</source>
      <translation>Falta… [F]</translation>
    </message>
    <message>
      <source>Safety [D]</source>
      <translation>Tiro de seguridad [D]</translation>
    </message>
    <message>
      <source>Push out [P]</source>
      <translation>Push out [P]</translation>
    </message>
    <message>
      <source>Called, missed [M]</source>
      <translation>Cantada, fallada [M]</translation>
    </message>
    <message>
      <source>Mark the called ball, then its pocket (or Shift+pocket): called there, missed</source>
      <translation>Marque la bola cantada y luego su tronera (o Mayús+tronera): cantada ahí, fallada</translation>
    </message>
    <message>
      <source>Ball off table [O]</source>
      <translation>Bola fuera [O]</translation>
    </message>
    <message>
      <source>Clear [Esc]</source>
      <translation>Borrar [Esc]</translation>
    </message>
    <message>
      <source>Dry break, legal [L]</source>
      <translation>Saque sin bola, legal [L]</translation>
    </message>
    <message>
      <source>Short break [K]</source>
      <translation>Saque corto [K]</translation>
    </message>
    <message>
      <source>Plays solids [G]</source>
      <translation>Juega lisas [G]</translation>
    </message>
    <message>
      <source>Plays stripes [H]</source>
      <translation>Juega rayadas [H]</translation>
    </message>
    <message>
      <source>Shot details</source>
      <translation>Detalles del tiro</translation>
    </message>
    <message>
      <source>Call</source>
      <translation>Cantada</translation>
    </message>
    <message>
      <source>Balls to a rail</source>
      <translation>Bolas a banda</translation>
    </message>
    <message>
      <source>Past head string</source>
      <translation>Pasan la línea de cabecera</translation>
    </message>
    <message>
      <source>Re-rack</source>
      <translation>Nuevo triángulo</translation>
    </message>
    <message>
      <source>no interference</source>
      <translation>sin interferencia</translation>
    </message>
    <message>
      <source>cue ball and 15th in the rack area</source>
      <translation>blanca y 15.ª en la zona del triángulo</translation>
    </message>
    <message>
      <source>15th ball in the rack area</source>
      <translation>15.ª bola en la zona del triángulo</translation>
    </message>
    <message>
      <source>cue ball in the rack area, 15th on or below the head string</source>
      <translation>blanca en la zona del triángulo, 15.ª en o bajo la línea de cabecera</translation>
    </message>
    <message>
      <source>cue ball in the rack area, 15th above the head string</source>
      <translation>blanca en la zona del triángulo, 15.ª sobre la línea de cabecera</translation>
    </message>
    <message>
      <source>+1 rack %1 [%2]</source>
      <translation>+1 partida %1 [%2]</translation>
    </message>
    <message>
      <source>−1 rack %1 [%2]</source>
      <translation>−1 partida %1 [%2]</translation>
    </message>
    <message>
      <source>No match</source>
      <translation>Sin partido</translation>
    </message>
    <message>
      <source>stalemate</source>
      <translation>estancamiento</translation>
    </message>
    <message>
      <source>%1 wins</source>
      <translation>gana %1</translation>
    </message>
    <message>
      <source>Set %1, rack %2: %3</source>
      <translation>Set %1, partida %2: %3</translation>
    </message>
    <message>
      <source>Rack %1: %2</source>
      <translation>Partida %1: %2</translation>
    </message>
    <message>
      <source>Called: %1 → %2</source>
      <translation>Cantada: %1 → %2</translation>
    </message>
    <message>
      <source>Made: ball, then pocket (the call). Nothing made: Enter. Foul: C, V or F.</source>
      <translation>Metida: bola y tronera (la cantada). Nada metido: Enter. Falta: C, V o F.</translation>
    </message>
    <message>
      <source>Click the pocket the %1 went into.</source>
      <translation>Pulse la tronera donde entró la %1.</translation>
    </message>
    <message>
      <source>Shots</source>
      <translation>Tiros</translation>
    </message>
    <message>
      <source>Undo [Ctrl+Z]</source>
      <translation>Deshacer [Ctrl+Z]</translation>
    </message>
    <message>
      <source>Redo [Ctrl+Y]</source>
      <translation>Rehacer [Ctrl+Y]</translation>
    </message>
    <message>
      <source>Racks</source>
      <translation>Partidas</translation>
    </message>
    <message>
      <source>as made</source>
      <translation>según entre</translation>
    </message>
    <message>
      <source>Safety</source>
      <translation>Tiro de seguridad</translation>
    </message>
    <message>
      <source>To %1 points</source>
      <translation>A %1 puntos</translation>
    </message>
    <message>
      <source>Race to %1</source>
      <translation>Carrera a %1</translation>
    </message>
    <message>
      <source>Sets %1–%2</source>
      <translation>Sets %1–%2</translation>
    </message>
    <message>
      <source>Open table</source>
      <translation>Mesa abierta</translation>
    </message>
    <message>
      <source>Groups set</source>
      <translation>Grupos asignados</translation>
    </message>
    <message>
      <source>Hill-hill</source>
      <translation>¡Ambos a una!</translation>
    </message>
    <message>
      <source>Safety break, legal [L]</source>
      <translation>Saque de seguridad, legal [L]</translation>
    </message>
    <message>
      <source>Breaking foul [K]</source>
      <translation>Falta en el saque [K]</translation>
    </message>
    <message>
      <source>Count the racks: 1 / 2 add a rack, 3 / 4 take one back.</source>
      <translation>Cuente las partidas: 1 / 2 suman una, 3 / 4 la quitan.</translation>
    </message>
    <message>
      <source>Lag: press 1–4 or click who won it.</source>
      <translation>Acercamiento: pulse 1–4 o haga clic en quién lo ganó.</translation>
    </message>
    <message>
      <source>Choice pending: press 1–%1 or click an option.</source>
      <translation>Elección pendiente: pulse 1–%1 o haga clic en una opción.</translation>
    </message>
    <message>
      <source>The match is over.</source>
      <translation>El partido ha terminado.</translation>
    </message>
    <message>
      <source>Made: %1</source>
      <translation>Metidas: %1</translation>
    </message>
    <message>
      <source>Off the table: %1</source>
      <translation>Fuera de la mesa: %1</translation>
    </message>
    <message>
      <source>click the ball that left the table</source>
      <translation>pulse la bola que salió de la mesa</translation>
    </message>
    <message>
      <source>called and missed: click the called pocket</source>
      <translation>cantada y fallada: pulse la tronera cantada</translation>
    </message>
    <message>
      <source>Break: click the balls made, then a pocket; nothing made: L or K.</source>
      <translation>Saque: pulse las bolas metidas y luego una tronera; sin bola: L o K.</translation>
    </message>
    <message>
      <source>Made: ball, then pocket. Nothing made: Enter. Foul: C, V or F.</source>
      <translation>Metida: bola y tronera. Nada metido: Enter. Falta: C, V o F.</translation>
    </message>
    <message>
      <source>Which ball was called?</source>
      <translation>¿Qué bola se cantó?</translation>
    </message>
    <message>
      <source>Click the pocket the ball went into.</source>
      <translation>Pulse la tronera por la que entró la bola.</translation>
    </message>
    <message>
      <source>Mark the called ball, then Shift+pocket.</source>
      <translation>Marque la bola cantada y luego Mayús+tronera.</translation>
    </message>
    <message>
      <source>Click the called ball first.</source>
      <translation>Pulse primero la bola cantada.</translation>
    </message>
    <message>
      <source>Click the ball that was made first.</source>
      <translation>Pulse primero la bola metida.</translation>
    </message>
    <message>
      <source>Undo [%1]</source>
      <translation>Deshacer [%1]</translation>
    </message>
    <message>
      <source>Redo [%1]</source>
      <translation>Rehacer [%1]</translation>
    </message>
  </context>
  <context>
    <name>ServerControl</name>
    <message>
      <source>Overlay &amp;server…</source>
      <translation>&amp;Servidor de rótulos…</translation>
    </message>
    <message>
      <source>Overlay server</source>
      <translation>Servidor de rótulos</translation>
    </message>
    <message>
      <source>The overlay server cannot listen on port %1: %2</source>
      <translation>El servidor de rótulos no puede escuchar en el puerto %1: %2</translation>
    </message>
    <message>
      <source>Overlay server on: %1</source>
      <translation>Servidor de rótulos en marcha: %1</translation>
    </message>
  </context>
  <context>
    <name>ServerDialog</name>
    <message>
      <source>Overlay server</source>
      <translation>Servidor de rótulos</translation>
    </message>
    <message>
      <source>Serve the overlay pages and the match state</source>
      <translation>Servir los rótulos y el estado del partido</translation>
    </message>
    <message>
      <source>Other computers on the network may connect (with the token)</source>
      <translation>Otros ordenadores de la red pueden conectarse (con la clave)</translation>
    </message>
    <message>
      <source>Port</source>
      <translation>Puerto</translation>
    </message>
    <message>
      <source>The server is off. Nothing is served until it is switched on.</source>
      <translation>El servidor está apagado. No se sirve nada hasta encenderlo.</translation>
    </message>
    <message>
      <source>Browser source addresses (lang=es or lang=en):</source>
      <translation>Direcciones para la fuente de navegador (lang=es o lang=en):</translation>
    </message>
    <message>
      <source>Match state (JSON): %1</source>
      <translation>Estado del partido (JSON): %1</translation>
    </message>
    <message>
      <source>Token: %1</source>
      <translation>Clave: %1</translation>
    </message>
  </context>
  <context>
    <name>SetupDialog</name>
    <message>
      <source>New match</source>
      <extracomment>Racks to win by default, as the rules of each discipline give them (``Rack.default_race``). Points to win by default (14.1), as the rules give them (``RackOptions.target``). The "best of" distances offered in one click: the short club ones, then the RFEB's (``best_of_distances``, RFEB-Art.31). The clock combo's value for "no shot clock". The widest a box showing a player's name grows (pixels) before the dialog stops widening. the narrowest New match dialog, in pixels, and the widest handicap column heading</extracomment>
      <translation>Nuevo partido</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <source>Player %1</source>
      <translation>Jugador %1</translation>
    </message>
    <message>
      <source>Name of the first player</source>
      <translation>Nombre del primer jugador</translation>
    </message>
    <message>
      <source>Name of the second player</source>
      <translation>Nombre del segundo jugador</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Juego</translation>
    </message>
    <message>
      <source>Three-ball break</source>
      <translation>Saque de tres bolas</translation>
    </message>
    <message>
      <source>The break must pocket three balls, or pocketed balls plus balls crossing the head string must reach three (WPA-2.10).</source>
      <translation>El saque debe meter tres bolas, o las bolas metidas más las que cruzan la línea de cabecera deben sumar tres (WPA-2.10).</translation>
    </message>
    <message>
      <source>Count racks only (no shot entry)</source>
      <translation>Contar solo partidas (sin anotar tiros)</translation>
    </message>
    <message>
      <source>Discipline</source>
      <translation>Modalidad</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Reglamento</translation>
    </message>
    <message>
      <source>Distance</source>
      <translation>Distancia</translation>
    </message>
    <message>
      <source>Race to</source>
      <translation>Carrera a</translation>
    </message>
    <message>
      <source>Best of %1: race to %2 (RFEB-Art.31)</source>
      <translation>Al mejor de %1: carrera a %2 (RFEB-Art.31)</translation>
    </message>
    <message>
      <source>Best of %1: race to %2</source>
      <translation>Al mejor de %1: carrera a %2</translation>
    </message>
    <message>
      <source>Best of</source>
      <translation>Al mejor de</translation>
    </message>
    <message>
      <source>Play sets</source>
      <translation>Jugar por sets</translation>
    </message>
    <message>
      <source>Sets to win</source>
      <translation>Sets para ganar</translation>
    </message>
    <message>
      <source>Sets</source>
      <translation>Sets</translation>
    </message>
    <message>
      <source>Points to win</source>
      <translation>Puntos para ganar</translation>
    </message>
    <message>
      <source>Handicap</source>
      <translation>Hándicap</translation>
    </message>
    <message>
      <source>Start score</source>
      <translation>Marcador inicial</translation>
    </message>
    <message>
      <source>Break</source>
      <translation>Saque</translation>
    </message>
    <message>
      <source>Winner breaks</source>
      <translation>Saca el ganador</translation>
    </message>
    <message>
      <source>Alternate breaks</source>
      <translation>Saque alterno</translation>
    </message>
    <message>
      <source>Loser breaks</source>
      <translation>Saca el perdedor</translation>
    </message>
    <message>
      <source>Next racks</source>
      <translation>Siguientes partidas</translation>
    </message>
    <message>
      <source>Lag won by</source>
      <translation>Acercamiento ganado por</translation>
    </message>
    <message>
      <source>No lag:</source>
      <translation>Sin acercamiento:</translation>
    </message>
    <message>
      <source>who breaks</source>
      <translation>que saca</translation>
    </message>
    <message>
      <source>who passes the break</source>
      <translation>que cede el saque</translation>
    </message>
    <message>
      <source>breaks</source>
      <translation>saca</translation>
    </message>
    <message>
      <source>First break</source>
      <translation>Primer saque</translation>
    </message>
    <message>
      <source>Shot clock</source>
      <translation>Reloj de tiro</translation>
    </message>
    <message>
      <source>Off</source>
      <translation>Sin reloj</translation>
    </message>
    <message>
      <source>Profile</source>
      <translation>Perfil</translation>
    </message>
    <message>
      <source>Start match</source>
      <translation>Empezar partido</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Personalizado</translation>
    </message>
    <message>
      <source>%1 (%2 s a shot)</source>
      <translation>%1 (%2 s por tiro)</translation>
    </message>
    <message>
      <source>%1 s a shot</source>
      <translation>%1 s por tiro</translation>
    </message>
    <message>
      <source>(%1 s after the break)</source>
      <translation>(%1 s tras el saque)</translation>
    </message>
    <message>
      <source>%1 extension(s) of %2 s per rack</source>
      <translation>%1 extensión(es) de %2 s por partida</translation>
    </message>
    <message>
      <source>no extensions</source>
      <translation>sin extensiones</translation>
    </message>
    <message>
      <source>No shot clock.</source>
      <translation>Sin reloj de tiro.</translation>
    </message>
    <message>
      <source>To change these times, choose View › Shot clock… once the match has started.</source>
      <translation>Para cambiar estos tiempos, elija Ver › Reloj de tiro… una vez empezado el partido.</translation>
    </message>
    <message>
      <source>The name of player %1 holds a control character (a tab, a line break or an invisible code): type it again.</source>
      <translation>El nombre del jugador %1 tiene un carácter de control (un tabulador, un salto de línea o un código invisible): escríbalo de nuevo.</translation>
    </message>
    <message>
      <source>The name of player %1 is longer than %2 characters.</source>
      <translation>El nombre del jugador %1 tiene más de %2 caracteres.</translation>
    </message>
    <message>
      <source>Racks per set</source>
      <translation>Partidas por set</translation>
    </message>
    <message>
      <source>Start score (points)</source>
      <translation>Marcador inicial (puntos)</translation>
    </message>
    <message>
      <source>Start score (racks)</source>
      <translation>Marcador inicial (partidas)</translation>
    </message>
    <message>
      <source>best of %1</source>
      <translation>al mejor de %1</translation>
    </message>
    <message>
      <source>%1 would start with %2 points but needs %3 to win: a start score must be below the target.</source>
      <translation>%1 empezaría con %2 puntos pero necesita %3 para ganar: el marcador inicial debe ser menor que el objetivo.</translation>
    </message>
    <message>
      <source>%1 would start with %2 racks but needs %3 to win: a start score must be below the race.</source>
      <translation>%1 empezaría con %2 partidas pero necesita %3 para ganar: el marcador inicial debe ser menor que la carrera.</translation>
    </message>
    <message>
      <source>A race needs at least one rack.</source>
      <translation>Una carrera necesita al menos una partida.</translation>
    </message>
    <message>
      <source>Play at least one set.</source>
      <translation>Juegue al menos un set.</translation>
    </message>
    <message>
      <source>A target needs at least one point.</source>
      <translation>El objetivo necesita al menos un punto.</translation>
    </message>
    <message>
      <source>A start score cannot be negative.</source>
      <translation>El marcador inicial no puede ser negativo.</translation>
    </message>
    <message>
      <source>Straight pool is scored in points, not racks.</source>
      <translation>El pool continuo se cuenta en puntos, no en partidas.</translation>
    </message>
  </context>
  <context>
    <name>SoundPlayer</name>
    <message>
      <source>Sound is off: the audio library could not be loaded (%1).</source>
      <translation>Sonido desactivado: no se pudo cargar la biblioteca de audio (%1).</translation>
    </message>
    <message>
      <source>Sound is off: no audio output device was found.</source>
      <translation>Sonido desactivado: no se encontró ningún dispositivo de salida de audio.</translation>
    </message>
    <message>
      <source>Sound is off: %1</source>
      <translation>Sonido desactivado: %1</translation>
    </message>
  </context>
  <context>
    <name>SpectatorWindow</name>
    <message>
      <source>Pool Scoreboard — spectators</source>
      <translation>Pool Scoreboard — público</translation>
    </message>
  </context>
  <context>
    <name>TableCard</name>
    <message>
      <source>Unknown</source>
      <translation>Desconocida</translation>
    </message>
  </context>
  <context>
    <name>Texts</name>
    <message>
      <source>Wrong ball first</source>
      <translation>Primera bola equivocada</translation>
    </message>
    <message>
      <source>No rail after contact</source>
      <translation>Ninguna banda tras el contacto</translation>
    </message>
    <message>
      <source>Touched ball</source>
      <translation>Bola tocada</translation>
    </message>
    <message>
      <source>Double hit</source>
      <translation>Doble toque</translation>
    </message>
    <message>
      <source>Push shot</source>
      <translation>Tiro empujado</translation>
    </message>
    <message>
      <source>No foot on the floor</source>
      <translation>Sin un pie en el suelo</translation>
    </message>
    <message>
      <source>Shot while balls moving</source>
      <translation>Tiro con bolas en movimiento</translation>
    </message>
    <message>
      <source>Bad cue ball placement</source>
      <translation>Colocación incorrecta de la blanca</translation>
    </message>
    <message>
      <source>Shot at a ball behind the head string</source>
      <translation>Tiro a una bola dentro de la cabaña</translation>
    </message>
    <message>
      <source>Cue or chalk left on the table</source>
      <translation>Taco o tiza sobre la mesa</translation>
    </message>
    <message>
      <source>Played out of turn</source>
      <translation>Jugó fuera de turno</translation>
    </message>
    <message>
      <source>Slow play (shot clock expired)</source>
      <translation>Juego lento (se agotó el tiempo)</translation>
    </message>
    <message>
      <source>Unsportsmanlike conduct</source>
      <translation>Conducta antideportiva</translation>
    </message>
    <message>
      <source>Scratch</source>
      <translation>Blanca metida</translation>
    </message>
    <message>
      <source>Cue ball off the table</source>
      <translation>Blanca fuera de la mesa</translation>
    </message>
    <message>
      <source>Object ball off the table</source>
      <translation>Bola objetiva fuera de la mesa</translation>
    </message>
    <message>
      <source>Illegal break</source>
      <translation>Saque ilegal</translation>
    </message>
    <message>
      <source>Breaking foul</source>
      <translation>Falta en el saque</translation>
    </message>
    <message>
      <source>Group not declared</source>
      <translation>Grupo no declarado</translation>
    </message>
    <message>
      <source>Legal break</source>
      <translation>Saque legal</translation>
    </message>
    <message>
      <source>Dry break: nothing pocketed</source>
      <translation>Saque sin bola metida</translation>
    </message>
    <message>
      <source>Ball pocketed: the shooter continues</source>
      <translation>Bola metida: sigue el mismo jugador</translation>
    </message>
    <message>
      <source>Miss: the turn passes</source>
      <translation>Fallo: pasa el turno</translation>
    </message>
    <message>
      <source>Called ball not made as called: the turn passes</source>
      <translation>La bola cantada no entró como se cantó: pasa el turno</translation>
    </message>
    <message>
      <source>Safety: the turn passes</source>
      <translation>Tiro de seguridad: pasa el turno</translation>
    </message>
    <message>
      <source>Push out</source>
      <translation>Push out</translation>
    </message>
    <message>
      <source>Foul</source>
      <translation>Falta</translation>
    </message>
    <message>
      <source>Three consecutive fouls</source>
      <translation>Tres faltas seguidas</translation>
    </message>
    <message>
      <source>Warning: on two fouls</source>
      <translation>Aviso: lleva dos faltas</translation>
    </message>
    <message>
      <source>Group assigned</source>
      <translation>Grupo asignado</translation>
    </message>
    <message>
      <source>The table is open</source>
      <translation>La mesa está abierta</translation>
    </message>
    <message>
      <source>8 pocketed on the break</source>
      <translation>8 metida en el saque</translation>
    </message>
    <message>
      <source>8 pocketed on the break with a scratch</source>
      <translation>8 metida en el saque con blanca metida</translation>
    </message>
    <message>
      <source>Game ball made</source>
      <translation>Bola ganadora metida</translation>
    </message>
    <message>
      <source>Game ball made on the break</source>
      <translation>Bola ganadora metida en el saque</translation>
    </message>
    <message>
      <source>Game ball spotted</source>
      <translation>Bola ganadora repuesta</translation>
    </message>
    <message>
      <source>8 pocketed before the group was cleared</source>
      <translation>8 metida antes de terminar el grupo</translation>
    </message>
    <message>
      <source>8 pocketed with the last group ball</source>
      <translation>8 metida con la última bola del grupo</translation>
    </message>
    <message>
      <source>8 pocketed in a pocket not called</source>
      <translation>8 metida en una tronera no cantada</translation>
    </message>
    <message>
      <source>8 pocketed without calling its pocket</source>
      <translation>8 metida sin cantar la tronera</translation>
    </message>
    <message>
      <source>8 driven off the table</source>
      <translation>8 fuera de la mesa</translation>
    </message>
    <message>
      <source>8 pocketed on a foul</source>
      <translation>8 metida con falta</translation>
    </message>
    <message>
      <source>8 and the cue ball pocketed on the same shot</source>
      <translation>8 y blanca metidas en el mismo tiro</translation>
    </message>
    <message>
      <source>Scratch while shooting at the 8</source>
      <translation>Blanca metida al tirar a la 8</translation>
    </message>
    <message>
      <source>Balls spotted</source>
      <translation>Bolas repuestas</translation>
    </message>
    <message>
      <source>Pocketed balls stay down</source>
      <translation>Las bolas metidas no se reponen</translation>
    </message>
    <message>
      <source>Re-rack</source>
      <translation>Nuevo triángulo</translation>
    </message>
    <message>
      <source>Choice made</source>
      <translation>Elección hecha</translation>
    </message>
    <message>
      <source>Conceded</source>
      <translation>Concedida</translation>
    </message>
    <message>
      <source>Points scored</source>
      <translation>Puntos anotados</translation>
    </message>
    <message>
      <source>Ball in hand</source>
      <translation>Bola en mano</translation>
    </message>
    <message>
      <source>Opponent's ball off the table stays off</source>
      <translation>La bola rival que salió de la mesa no se repone</translation>
    </message>
    <message>
      <source>Three-ball break rule not met</source>
      <translation>No se cumple la regla del saque de tres bolas</translation>
    </message>
    <message>
      <source>Cue ball off the table while shooting at the 8</source>
      <translation>Blanca fuera de la mesa al tirar a la 8</translation>
    </message>
    <message>
      <source>Own balls pocketed on a foul</source>
      <translation>Bolas propias metidas con falta</translation>
    </message>
    <message>
      <source>Balls removed to equalise</source>
      <translation>Bolas retiradas para igualar</translation>
    </message>
    <message>
      <source>Accept the table and shoot</source>
      <translation>Aceptar la mesa y tirar</translation>
    </message>
    <message>
      <source>Hand the table back</source>
      <translation>Devolver la mesa</translation>
    </message>
    <message>
      <source>Re-rack and break</source>
      <translation>Nuevo triángulo y sacar</translation>
    </message>
    <message>
      <source>Breaker breaks again</source>
      <translation>Vuelve a sacar quien sacó</translation>
    </message>
    <message>
      <source>Spot the 8 and continue</source>
      <translation>Reponer la 8 y seguir</translation>
    </message>
    <message>
      <source>Spot the 8, ball in hand in the kitchen</source>
      <translation>Reponer la 8, bola en mano en la cabaña</translation>
    </message>
    <message>
      <source>Ball in hand in the kitchen</source>
      <translation>Bola en mano en la cabaña</translation>
    </message>
    <message>
      <source>Break again myself</source>
      <translation>Volver a sacar yo</translation>
    </message>
    <message>
      <source>Remove own balls to equalise</source>
      <translation>Quitar bolas propias para igualar</translation>
    </message>
    <message>
      <source>Do not equalise</source>
      <translation>No igualar</translation>
    </message>
    <message>
      <source>Game ball on the break</source>
      <translation>Bola ganadora en el saque</translation>
    </message>
    <message>
      <source>Opponent lost the rack</source>
      <translation>El rival perdió la partida</translation>
    </message>
    <message>
      <source>Target score reached</source>
      <translation>Puntuación objetivo alcanzada</translation>
    </message>
    <message>
      <source>Referee's penalty</source>
      <translation>Sanción arbitral</translation>
    </message>
    <message>
      <source>No ball in hand</source>
      <translation>Sin bola en mano</translation>
    </message>
    <message>
      <source>Ball in hand anywhere</source>
      <translation>Bola en mano en toda la mesa</translation>
    </message>
    <message>
      <source>Ball in hand behind the head string</source>
      <translation>Bola en mano en la cabaña</translation>
    </message>
    <message>
      <source>No direct shot at balls behind the head string</source>
      <translation>Sin tiro directo a bolas dentro de la cabaña</translation>
    </message>
    <message>
      <source>No push out</source>
      <translation>Sin push out</translation>
    </message>
    <message>
      <source>Cue ball on the head spot</source>
      <translation>Blanca en el punto de cabecera</translation>
    </message>
    <message>
      <source>15th ball on the head spot</source>
      <translation>15.ª bola en el punto de cabecera</translation>
    </message>
    <message>
      <source>Opening break rules apply</source>
      <translation>Rigen las reglas del tiro de apertura</translation>
    </message>
    <message>
      <source>May spot own ball nearest the head string</source>
      <translation>Puede reponer su bola más cercana a la línea de cabecera</translation>
    </message>
    <message>
      <source>Foot left</source>
      <translation>tronera de pie izquierda</translation>
    </message>
    <message>
      <source>Foot right</source>
      <translation>tronera de pie derecha</translation>
    </message>
    <message>
      <source>Side left</source>
      <translation>tronera lateral izquierda</translation>
    </message>
    <message>
      <source>Side right</source>
      <translation>tronera lateral derecha</translation>
    </message>
    <message>
      <source>Head left</source>
      <translation>tronera de cabecera izquierda</translation>
    </message>
    <message>
      <source>Head right</source>
      <translation>tronera de cabecera derecha</translation>
    </message>
    <message>
      <source>Solids</source>
      <translation>Lisas</translation>
    </message>
    <message>
      <source>Stripes</source>
      <translation>Rayadas</translation>
    </message>
    <message>
      <source>Cue ball stayed on the table</source>
      <translation>La blanca quedó en la mesa</translation>
    </message>
    <message>
      <source>Eight-ball</source>
      <translation>Bola 8</translation>
    </message>
    <message>
      <source>Nine-ball</source>
      <translation>Bola 9</translation>
    </message>
    <message>
      <source>Ten-ball</source>
      <translation>Bola 10</translation>
    </message>
    <message>
      <source>Straight pool 14.1</source>
      <translation>Pool continuo 14.1</translation>
    </message>
    <message>
      <source>WPA</source>
      <translation>WPA</translation>
    </message>
    <message>
      <source>Spanish federation (RFEB)</source>
      <translation>Federación Española (RFEB)</translation>
    </message>
    <message>
      <source>Argentine rules</source>
      <translation>Reglas argentinas</translation>
    </message>
    <message>
      <source>That entry is not possible now.</source>
      <translation>Esa anotación no es posible ahora.</translation>
    </message>
    <message>
      <source>That ball is not on the table.</source>
      <translation>Esa bola no está en la mesa.</translation>
    </message>
    <message>
      <source>A ball cannot be pocketed twice.</source>
      <translation>Una bola no puede entrar dos veces.</translation>
    </message>
    <message>
      <source>There is no such ball in this game.</source>
      <translation>Esa bola no existe en este juego.</translation>
    </message>
    <message>
      <source>The called ball is not on the table.</source>
      <translation>La bola cantada no está en la mesa.</translation>
    </message>
    <message>
      <source>A push out is not allowed on this shot.</source>
      <translation>En este tiro no se permite push out.</translation>
    </message>
    <message>
      <source>A safety cannot be called on this shot.</source>
      <translation>En este tiro no se puede cantar seguridad.</translation>
    </message>
    <message>
      <source>This shot needs a call: ball and pocket, or safety.</source>
      <translation>Este tiro hay que cantarlo: bola y tronera, o seguridad.</translation>
    </message>
    <message>
      <source>Answer the pending choice first.</source>
      <translation>Responda primero a la elección pendiente.</translation>
    </message>
    <message>
      <source>There is no choice to answer.</source>
      <translation>No hay ninguna elección pendiente.</translation>
    </message>
    <message>
      <source>That option is not offered.</source>
      <translation>Esa opción no se ofrece.</translation>
    </message>
    <message>
      <source>The rack is over.</source>
      <translation>La partida ha terminado.</translation>
    </message>
    <message>
      <source>Nothing to undo.</source>
      <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
      <source>These facts contradict each other.</source>
      <translation>Estos datos se contradicen.</translation>
    </message>
    <message>
      <source>That foul does not exist in these rules.</source>
      <translation>Esa falta no existe en este reglamento.</translation>
    </message>
    <message>
      <source>More balls than there are on the table.</source>
      <translation>Más bolas de las que hay en la mesa.</translation>
    </message>
    <message>
      <source>Unknown discipline or ruleset.</source>
      <translation>Modalidad o reglamento desconocidos.</translation>
    </message>
    <message>
      <source>Nothing was made on the break: say how many balls reached a rail.</source>
      <translation>No entró nada en el saque: indique cuántas bolas llegaron a banda.</translation>
    </message>
    <message>
      <source>Nothing to redo.</source>
      <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
      <source>The entry could not be written to disk and was not recorded.</source>
      <translation>La anotación no se pudo escribir en el disco y no se registró.</translation>
    </message>
    <message>
      <source>The data folder cannot be written: this match is not being saved.</source>
      <translation>No se puede escribir en la carpeta de datos: este partido no se está guardando.</translation>
    </message>
    <message>
      <source>Best of must be an odd number of racks.</source>
      <translation>«Al mejor de» debe ser un número impar de partidas.</translation>
    </message>
    <message>
      <source>The breaker must be one of the two players.</source>
      <translation>Quien saca debe ser uno de los dos jugadores.</translation>
    </message>
    <message>
      <source>A match needs two players.</source>
      <translation>Un partido necesita dos jugadores.</translation>
    </message>
    <message>
      <source>A player's name is empty.</source>
      <translation>El nombre de un jugador está vacío.</translation>
    </message>
    <message>
      <source>A player's name holds a control character (a tab, a line break or an invisible code).</source>
      <translation>El nombre de un jugador tiene un carácter de control (un tabulador, un salto de línea o un código invisible).</translation>
    </message>
    <message>
      <source>A player's name is longer than %1 characters.</source>
      <translation>El nombre de un jugador tiene más de %1 caracteres.</translation>
    </message>
    <message>
      <source>A race needs at least one rack.</source>
      <translation>Una carrera necesita al menos una partida.</translation>
    </message>
    <message>
      <source>A doubles match names two players on each side, each a valid name.</source>
      <translation>Un partido de dobles nombra dos jugadores por lado, cada uno con un nombre válido.</translation>
    </message>
    <message>
      <source>A doubles match needs four different players.</source>
      <translation>Un partido de dobles necesita cuatro jugadores distintos.</translation>
    </message>
    <message>
      <source>A match needs at least one set.</source>
      <translation>Un partido necesita al menos un set.</translation>
    </message>
    <message>
      <source>A 14.1 target must be at least one point.</source>
      <translation>El objetivo de 14.1 debe ser al menos un punto.</translation>
    </message>
    <message>
      <source>Straight pool is scored in points, not racks.</source>
      <translation>El pool continuo se cuenta en puntos, no en partidas.</translation>
    </message>
    <message>
      <source>A handicap start score cannot be negative.</source>
      <translation>El marcador inicial de hándicap no puede ser negativo.</translation>
    </message>
    <message>
      <source>A handicap start score must be below the race or target.</source>
      <translation>El marcador inicial de hándicap debe ser menor que la carrera o el objetivo.</translation>
    </message>
    <message>
      <source>A rack can only be added or taken back one at a time.</source>
      <translation>Las partidas solo se suman o se quitan de una en una.</translation>
    </message>
    <message>
      <source>Enter the lag first: who won it and whether they break.</source>
      <translation>Anote primero el acercamiento: quién lo ganó y si saca.</translation>
    </message>
    <message>
      <source>The match is over.</source>
      <translation>El partido ha terminado.</translation>
    </message>
    <message>
      <source>No match is set up: start one with Match ▸ New match, or resume the last one.</source>
      <translation>No hay ningún partido preparado: empiece uno con Partido ▸ Nuevo partido, o reanude el último.</translation>
    </message>
    <message>
      <source>No lag is due now.</source>
      <translation>Ahora no toca acercamiento.</translation>
    </message>
    <message>
      <source>There is no such player.</source>
      <translation>Ese jugador no existe.</translation>
    </message>
    <message>
      <source>This match records shots, not racks.</source>
      <translation>Este partido anota tiros, no partidas.</translation>
    </message>
    <message>
      <source>That player has no rack to take back.</source>
      <translation>Ese jugador no tiene partidas que quitar.</translation>
    </message>
    <message>
      <source>This match only counts racks: use +1 / −1.</source>
      <translation>Este partido solo cuenta partidas: use +1 / −1.</translation>
    </message>
    <message>
      <source>Answer the pending choice before giving the penalty.</source>
      <translation>Responda a la elección pendiente antes de aplicar la sanción.</translation>
    </message>
    <message>
      <source>This match is not played in sets.</source>
      <translation>Este enfrentamiento no se juega por sets.</translation>
    </message>
    <message>
      <source>“No rail” cannot go with a ball made, off the table or to a rail: such a ball counts as driven to a rail (WPA-6.3, WPA-8.4).</source>
      <translation>«No tocar banda» no puede ir con una bola embocada, fuera de la mesa o que tocó banda: esa bola se considera dirigida a una banda (WPA-6.3, WPA-8.4).</translation>
    </message>
    <message>
      <source>Re-rack interference applies only to the shot after which the balls are re-racked (WPA-4.8).</source>
      <translation>La interferencia al montar el triángulo solo se aplica al tiro tras el que se vuelven a montar las bolas (WPA-4.8).</translation>
    </message>
    <message>
      <source>The match file %1 was cut short at line %2 (a power cut?).</source>
      <translation>El archivo del partido %1 se corta en la línea %2 (¿un corte de luz?).</translation>
    </message>
    <message>
      <source>Line %2 of the match file %1 is damaged.</source>
      <translation>La línea %2 del archivo del partido %1 está dañada.</translation>
    </message>
    <message>
      <source>Line %2 of the match file %1 holds an entry this version does not know.</source>
      <translation>La línea %2 del archivo del partido %1 tiene una anotación que esta versión no conoce.</translation>
    </message>
    <message>
      <source>Line %2 of the match file %1 is out of order: an entry is missing.</source>
      <translation>La línea %2 del archivo del partido %1 está fuera de orden: falta una anotación.</translation>
    </message>
    <message>
      <source>The match file %1 was written by a newer version of the app; it was left untouched.</source>
      <translation>El archivo del partido %1 lo escribió una versión más reciente de la aplicación; no se ha tocado.</translation>
    </message>
    <message>
      <source>The file %1 is not a match file of this app; it was left untouched.</source>
      <translation>El archivo %1 no es un archivo de partido de esta aplicación; no se ha tocado.</translation>
    </message>
    <message>
      <source>The match file %1 is empty.</source>
      <translation>El archivo del partido %1 está vacío.</translation>
    </message>
    <message>
      <source>The entry at line %2 of the match file %1 could not be replayed.</source>
      <translation>No se pudo reproducir la anotación de la línea %2 del archivo del partido %1.</translation>
    </message>
    <message>
      <source>Line 1 of the match file %1 does not describe a match this app can play.</source>
      <translation>La línea 1 del archivo del partido %1 no describe un partido que esta aplicación pueda jugar.</translation>
    </message>
    <message>
      <source>The match file %1 goes on after the line %2 that closed it.</source>
      <translation>El archivo del partido %1 sigue después de la línea %2, que lo cerraba.</translation>
    </message>
    <message>
      <source>The settings file %1 is damaged; the defaults are used.</source>
      <translation>El archivo de configuración %1 está dañado; se usan los valores predeterminados.</translation>
    </message>
    <message>
      <source>The settings file %1 has a value that is not valid; the defaults are used.</source>
      <translation>El archivo de configuración %1 tiene un valor no válido; se usan los valores predeterminados.</translation>
    </message>
    <message>
      <source>The settings file %1 was written by a newer version; the defaults are used.</source>
      <translation>El archivo de configuración %1 lo escribió una versión más reciente; se usan los valores predeterminados.</translation>
    </message>
    <message>
      <source>The match history %1 was written by a newer version; it was left untouched.</source>
      <translation>El historial de partidos %1 lo escribió una versión más reciente; no se ha tocado.</translation>
    </message>
    <message>
      <source>The match history %1 is damaged; a new history was started.</source>
      <translation>El historial de partidos %1 está dañado; se ha empezado un historial nuevo.</translation>
    </message>
    <message>
      <source>The file %1 is not an exported match.</source>
      <translation>El archivo %1 no es un partido exportado.</translation>
    </message>
    <message>
      <source>The file %1 is not an exported match of this app.</source>
      <translation>El archivo %1 no es un partido exportado por esta aplicación.</translation>
    </message>
    <message>
      <source>The file %1 was exported by a newer version of the app.</source>
      <translation>El archivo %1 lo exportó una versión más reciente de la aplicación.</translation>
    </message>
    <message>
      <source>The exported match %1 is incomplete.</source>
      <translation>El partido exportado %1 está incompleto.</translation>
    </message>
    <message>
      <source>The exported match %1 holds an entry this version does not know.</source>
      <translation>El partido exportado %1 tiene una anotación que esta versión no conoce.</translation>
    </message>
    <message>
      <source>The exported match %1 holds an entry the rules refuse.</source>
      <translation>El partido exportado %1 tiene una anotación que las reglas rechazan.</translation>
    </message>
    <message>
      <source>The match in %1 is already in the history.</source>
      <translation>El partido de %1 ya está en el historial.</translation>
    </message>
    <message>
      <source>The file %1 cannot be read.</source>
      <translation>No se puede leer el archivo %1.</translation>
    </message>
    <message>
      <source>In %1, the name of player %2 cannot be taken: %3</source>
      <translation>En %1, el nombre del jugador %2 no se puede aceptar: %3</translation>
    </message>
    <message>
      <source>%1 is not a file (a folder, a named pipe or a device stands in its place).</source>
      <translation>%1 no es un archivo (en su lugar hay una carpeta, una tubería con nombre o un dispositivo).</translation>
    </message>
    <message>
      <source>The file %1 is larger than this app reads (%3 MB at most).</source>
      <translation>El archivo %1 es más grande de lo que esta aplicación lee (%3 MB como máximo).</translation>
    </message>
    <message>
      <source>(entry %1)</source>
      <translation>(anotación %1)</translation>
    </message>
    <message>
      <source>(at %1)</source>
      <translation>(en %1)</translation>
    </message>
    <message>
      <source>%1 good entries were recovered.</source>
      <translation>Se recuperaron %1 entradas en buen estado.</translation>
    </message>
    <message>
      <source>The damaged file was kept as %1.</source>
      <translation>El archivo dañado se guardó como %1.</translation>
    </message>
  </context>
  <context>
    <name>VenueBoard</name>
    <message>
      <source>Venue board</source>
      <translation>Tablero de la sala</translation>
    </message>
    <message>
      <source>Waiting for the tables on the venue feed</source>
      <translation>Esperando a las mesas de la red de la sala</translation>
    </message>
    <message>
      <source>Venue feed lost: the tables' status is unknown until they speak again</source>
      <translation>Se ha perdido la red de la sala: el estado de las mesas es desconocido hasta que vuelvan a hablar</translation>
    </message>
    <message>
      <source>Eight-ball</source>
      <translation>Bola 8</translation>
    </message>
    <message>
      <source>Nine-ball</source>
      <translation>Bola 9</translation>
    </message>
    <message>
      <source>Ten-ball</source>
      <translation>Bola 10</translation>
    </message>
    <message>
      <source>Straight pool</source>
      <translation>Pool continuo</translation>
    </message>
  </context>
  <context>
    <name>describe</name>
    <message>
      <source>Rule: %1</source>
      <translation>Regla: %1</translation>
    </message>
  </context>
  <context>
    <name>ClubControls</name>
    <message numerus="yes">
      <source> game(s)</source>
      <translation>
        <numerusform> partida</numerusform>
        <numerusform> partidas</numerusform>
      </translation>
    </message>
    <message>
      <source>A rating with fewer games is provisional, and the starter rating weighs the games still missing (FargoRate: 200). 0: no rating is provisional.</source>
      <translation>Un nivel con menos partidas es provisional, y el nivel inicial pesa por las partidas que aún faltan (FargoRate: 200). 0: ningún nivel es provisional.</translation>
    </message>
    <message>
      <source>The fewest racks a handicap gives the weaker player</source>
      <translation>Las partidas mínimas que un hándicap da al jugador de menor nivel</translation>
    </message>
    <message>
      <source>no cap</source>
      <translation>sin límite</translation>
    </message>
    <message>
      <source>A handicap makes up for no wider rating gap than this (points)</source>
      <translation>Un hándicap no compensa una diferencia de nivel mayor que esta (puntos)</translation>
    </message>
    <message>
      <source>Provisional below:</source>
      <translation>Provisional por debajo de:</translation>
    </message>
    <message>
      <source>Handicaps: weaker side races to at least</source>
      <translation>Hándicaps: el de menor nivel juega a no menos de</translation>
    </message>
    <message>
      <source>Gap at most</source>
      <translation>Diferencia máxima</translation>
    </message>
    <message>
      <source>never</source>
      <translation>nunca</translation>
    </message>
    <message>
      <source> days</source>
      <translation> días</translation>
    </message>
    <message>
      <source>A game weighs half as much in the ratings after this many days, a quarter after twice as many (never: every game weighs the same)</source>
      <translation>Una partida pesa la mitad en los niveles pasados estos días, la cuarta parte pasado el doble (nunca: todas las partidas pesan igual)</translation>
    </message>
    <message>
      <source>Older games weigh half after</source>
      <translation>Las partidas antiguas pesan la mitad tras</translation>
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
      <translation>Provisional: menos partidas de las que el club exige para un nivel consolidado; el nivel inicial aún pesa por las partidas que faltan</translation>
    </message>
  </context>
  <context>
    <name>PersonDialog</name>
    <message>
      <source>Add player</source>
      <translation>Añadir jugador</translation>
    </message>
    <message>
      <source>Edit player</source>
      <translation>Editar jugador</translation>
    </message>
    <message>
      <source>none</source>
      <translation>ninguno</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Nombre:</translation>
    </message>
    <message>
      <source>Club:</source>
      <translation>Club:</translation>
    </message>
    <message>
      <source>Imported rating:</source>
      <translation>Nivel importado:</translation>
    </message>
    <message>
      <source>The club is longer than %1 characters or holds a control character.</source>
      <translation>El club tiene más de %1 caracteres o contiene un carácter de control.</translation>
    </message>
    <message>
      <source>The rating is a number from %1 to %2, or empty for none.</source>
      <translation>El nivel es un número de %1 a %2, o vacío si no hay ninguno.</translation>
    </message>
  </context>
  <context>
    <name>SplitDialog</name>
    <message>
      <source>Split a name</source>
      <translation>Separar un nombre</translation>
    </message>
    <message>
      <source>The matches stored under the name chosen will count for a new player of that name, no longer for %1.</source>
      <translation>Los partidos guardados con el nombre elegido contarán para un jugador nuevo con ese nombre, ya no para %1.</translation>
    </message>
  </context>
  <context>
    <name>UnmergeDialog</name>
    <message>
      <source>Unmerge</source>
      <translation>Deshacer una unión</translation>
    </message>
    <message>
      <source>The merge chosen is undone; the others stay.</source>
      <translation>Se deshace la unión elegida; las demás se mantienen.</translation>
    </message>
    <message>
      <source>%1 into %2</source>
      <translation>%1 unido a %2</translation>
    </message>
  </context>
</TS>
