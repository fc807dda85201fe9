# Refusals: what was wrong and what to do, shown only to the caller (src/service/refusal.rs),
# and the words of the games' own errors (src/games/: moves, board sizes) and of clock texts.
refusal-bad-game-ref = { $typed } is not a game number. Use the number shown with the game (e.g. `12`); `/games` lists them.
refusal-unknown-game = There is no game #{ $game } here. `/games` lists the games in this channel and yours.
refusal-not-a-player = You are not playing in game #{ $game }. Anyone may look with `/board game:{ $game }`.
refusal-not-your-turn = It is not your turn in game #{ $game }: { $player } is to move. You will be pinged when it is yours.
refusal-wrong-channel = Game #{ $game } is played in { $channel }: make your move there.
# $why: the rest of the sentence, e.g. "is not finished: …".
refusal-illegal = That move is not possible in game #{ $game }: { $error }. `/board game:{ $game }` shows the position; the `move` option suggests legal moves as you type.
refusal-bad-days = { $days } per move is not possible: choose 1 to { $max }.
refusal-bad-level = There is no AI level { $level }: choose { $min } (beginner) to { $max } (strongest).
refusal-self-challenge = You cannot challenge yourself. Challenge another member, or play the AI with `/ai`.
refusal-bot-challenge = Bots cannot play. Challenge a person, or challenge { $bot } (Breaker's AI) or use `/ai`.
refusal-not-challenged = Only { $player } can accept game #{ $game }: the challenge is theirs. Challenge someone yourself with `/challenge`.
refusal-position-changed = The position changed while your command was on its way: look at the board again (`/board game:{ $game }`) and retry.
refusal-unknown-button = This button no longer works. Use the matching command instead.

## Board sizes
refusal-bad-size = Unsupported board size: { $detail }. A { $kind } size is { $help }; leave it out for { $default }.
refusal-bad-size-other = { $why }. A { $kind } size is { $help }; leave it out for { $default }.
refusal-size-help = { $kind ->
    [breach] one number from { $smallest } to { $largest } (e.g. { $example })
   *[other] width x height, from { $smallest } to { $largest } (e.g. { $example })
}
refusal-size-breach-range = Breach is played on { $min } to { $max } boards, not { $size }
refusal-size-breakthrough-range = { $size }: Breakthrough boards are { $min_width } to { $max_width } files wide and { $min_height } to { $max_height } ranks high
refusal-size-breakthrough-syntax = `{ $size }`: write the size as width x height, e.g. 8x8
refusal-size-breach-square = `{ $size }`: Breach boards are square: one number from 5 to 19 (e.g. 10)
refusal-size-breach-syntax = `{ $size }`: a Breach size is one number from 5 to 19 (e.g. 10)
refusal-size-too-large = { $size }: boards are at most { $max }
refusal-unknown-game-kind = unknown game { $game }: the games are breakthrough and breach
refusal-position-text = bad position text: { $detail }

## Moves
refusal-move-syntax = `{ $text }` is not a move: { $hint }
refusal-move-off-board = { $square } is off the { $board } board
refusal-move-occupied = { $square } is not empty
refusal-move-no-piece = there is no { $color ->
    [white] white
   *[other] black
} { $thing ->
    [stone] stone
   *[other] piece
} on { $square }
refusal-move-illegal = { $mv } is not a legal move: { $why }
refusal-move-no-replacement = you may only replace a stone right after your opponent set a new record
refusal-move-game-over = the game is over
refusal-hint-both = { $hint }; { $extra }
refusal-hint-site = a site is a letter and a number
refusal-hint-x = `x` goes right before the stone to replace
refusal-hint-breakthrough = write the square a piece leaves and the square it goes to, e.g. `b2-b3` or `c4xd5`
refusal-hint-one-site = give a site like `e5`
refusal-hint-two-sites = give 2 sites like `d4 e5`
refusal-hint-two-sites-or-replace = give 2 sites like `d4 e5`, or a site and a stone to replace like `d4 xe5`
refusal-hint-wrong-game = that is not a { $kind } move
refusal-why-forward = pieces move one square forward, straight or diagonally
refusal-why-different-sites = place the 2 stones on 2 different sites
refusal-why-own-piece = { $square } holds your own piece
refusal-why-straight-capture = straight moves never capture, and { $square } is occupied
refusal-why-nothing-to-capture = there is nothing to capture on { $square }; write { $mv }
refusal-stones-two = place 2 stones, e.g. `d4 e5`
refusal-stones-two-or-replace = place 2 stones, e.g. `d4 e5`, or 1 stone and replace 1, e.g. `d4 xe5`
refusal-stones-two-not-more = place 2 stones, e.g. `d4 e5`, not more
refusal-stones-two-or-replace-not-more = place 2 stones, e.g. `d4 e5`, or 1 stone and replace 1, e.g. `d4 xe5`, not more
refusal-stones-opening = White opens with 1 stone, e.g. `e5`
refusal-stones-one-replace = replace only 1 stone, e.g. `d4 xe5`
refusal-stones-with-replacement = place 1 stone as well as the replacement, e.g. `d4 xe5`
refusal-stones-only-one = with a replacement, place only 1 stone, e.g. `d4 xe5`
refusal-stones-last-site = only 1 empty site is left: place 1 stone, `{ $site }`

## Clock texts
refusal-time-duration = `{ $text }` is not a duration: write a number and a unit, m, h or d, combinable (`3d`, `36h`, `2d3h`)
refusal-time-clock = `{ $text }` is not a clock: write `3d` (days per move) or `3d+1d` (a bank that gains a day per move)
refusal-time-range = A clock's time must be between 1 hour and 60 days, not `{ $text }`
refusal-time-increment = In `{ $clock }` the increment must be at least 1 minute and at most the bank ({ $base }): a bank never holds more than its base, so a larger increment could never be used
refusal-move-latin = { $typed } is not a move in game #{ $game }: moves are written in Latin letters and digits, e.g. { $example }.
