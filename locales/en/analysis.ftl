# `/analyze` and `/hint`: the AI as a teacher.

analysis-not-finished = Game #{ $game } is not finished: analysis is for finished games, never during one.
analysis-no-moves = Game #{ $game } ended before any move was played: nothing to analyse.
# $ahead: analyses waiting before this one.
analysis-queued = Your analysis of game #{ $game } is queued, { $ahead } ahead: it is posted here when it is ready, { $player }.
analysis-one-at-a-time = You already have an analysis queued or running: one at a time per player. Wait until it is posted, then ask again.
analysis-busy = { $bot } is busy: { $count } analyses are queued or running right now, so yours was not started. Try again in a few minutes.
analysis-failed = The analysis of game #{ $game } could not be made. Sorry: try `/analyze game:{ $game }` again later.
# $kind: the game (Breakthrough); $size: 8x8; $nodes: the search budget per position.
analysis-title = **Analysis of game #{ $game }** ({ $kind } { $size }, level 5 at { $nodes } nodes a position)
analysis-no-swings = No move lost more than 5% of the winning chances.
# One turning point: $n its number on the graph, $game breakthrough or breach (a Breach
# "turn" places one or two stones), $number the move's number, $played the move,
# $side the side that played it (white or black), whose winning chances fell from
# $before to $after; $best the engine's move.
analysis-swing = { $n }. { $game ->
        [breach] turn
       *[other] move
    } { $number } { $played } dropped { $side ->
        [white] White
       *[black] Black
    } from { $before } to { $after }; better: { $best }
# Each player (with their side) and their share of good moves (good/total).
analysis-accuracy = Moves within 5% of the engine's best: { $white } { $white_share } ({ $white_good }/{ $white_total }); { $black } { $black_share } ({ $black_good }/{ $black_total }).
# Only one side moved (the other resigned or lost on time before its first move): that player and their share.
analysis-accuracy-one = Moves within 5% of the engine's best: { $player } { $share } ({ $good }/{ $total }).
# The graph's x axis.
analysis-axis = { $game ->
    [breach] turn
   *[other] move
}
# The graph's text alternative.
analysis-summary = White's winning chance: start { $chance }
analysis-summary-best = best { $best }

hint-not-in-progress = Game #{ $game } is not in progress: hints are for games being played.
hint-between-people = Game #{ $game } is between people: hints are only for games against the AI (levels 1–{ $max }).
hint-level-too-strong = Game #{ $game } is against AI level { $level }: hints are only for levels 1–{ $max }.
hint-no-move = Game #{ $game } has no move to suggest.
hint-given = Hint for game #{ $game }: try { $hint }.
