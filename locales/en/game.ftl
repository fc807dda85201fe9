# Games: starting, moving, the board, resigning, takebacks, more time, replays, records.
# (src/service/ phrases.rs, board.rs, play.rs, challenge.rs, resign.rs, takeback.rs,
# more_time.rs, lookup.rs, ai.rs, replay.rs, export.rs, buttons.rs, autocomplete.rs,
# thread.rs, command_rate.rs)

## Shared phrases (phrases.rs)
phrase-title = #{ $game } { $kind } { $size }
phrase-next-move = { $kind ->
    [breach] turn
   *[other] move
} { $number }
phrase-to-move = { $side ->
    [white] White
   *[other] Black
} to move · { $kind ->
    [breach] turn
   *[other] move
} { $number }
phrase-draw = Draw
phrase-win-far-row = { $winner } wins: a piece reached rank { $rank }
phrase-win-all-captured = { $winner } wins: all of { $loser ->
    [white] White
   *[other] Black
}'s pieces were captured
phrase-win-board-full = { $winner } wins: the board is full, { $winner } { $marker } to { $other_marker }
phrase-win-record = { $winner } wins: a row of { $size } reached the top of the track
phrase-win-resignation = { $winner } wins: { $loser } resigned
phrase-win-timeout = { $winner } wins: { $loser } ran out of time
phrase-win-adjudication = { $winner } wins: adjudicated by a moderator
phrase-win-other = { $winner } wins
phrase-voided = Voided by a moderator: no result
phrase-aborted = Aborted: { $side } never moved, no result
phrase-expired = Challenge expired
phrase-declined = Challenge declined
phrase-over = Over
phrase-player = { $player } ({ $side })
phrase-clock = { $clock } ({ $base } per move)
phrase-clock-increment = { $clock } ({ $base } bank, +{ $increment } per move)
phrase-due = , due { $time }

## /board (board.rs)
board-status-away = { $status } · { $player } on vacation until { $date }
board-bad-view = { $view } is not a side to view from: use `view:white` or `view:black`.
board-state-pending = waiting for { $player } to accept
board-state-expired = challenge expired
board-state-declined = challenge declined
board-state-active = { $player } to move · { $next }
board-state-active-due = { $player } to move · { $next } · due { $time }
board-state-finished = **{ $result }**
board-post = **{ $game }** · { $white } vs { $black } · { $state }
board-post-last-move = **{ $game }** · { $white } vs { $black } · { $state } · last move { $last }

## /move (play.rs)
play-played = **{ $game }** · { $player } played **{ $mv }**.
play-result-win = { $played } **{ $result }.** { $winner } beats { $loser }.
play-result = { $played } **{ $result }.**
play-ai-thinking = { $played } { $bot } is thinking…
play-ai-queued = { $played } { $bot } is busy: your game is queued for the AI ({ $ahead } ahead of it); its move comes as soon as it is free.
play-your-move = { $played } { $player } ({ $side }), your move{ $due }.
play-not-started = Game #{ $game } has not started: { $player } has not accepted yet.
play-game-over = Game #{ $game } is over.
play-game-declined = Game #{ $game } was declined.

## /resign (resign.rs)
resign-confirm = Resign **{ $game }** against { $opponent }? This cannot be undone: press Resign to confirm.
resign-post = **{ $game }** · { $player } resigned. **{ $result }.** { $winner } beats { $loser }.

## /moretime (more_time.rs)
more-time-bad-days = You can give 1 to { $max } days at a time, not { $days }.
more-time-your-move = It is your move in game #{ $game }: only your opponent can give you more time. Make your move with `/move`.
more-time-used-up = Game #{ $game } already had the most extra time a game may get (7 days).
more-time-at-most = Game #{ $game } may get at most 7 days of extra time in all; { $given } already given, so at most { $left } more.
more-time-no-deadline = Game #{ $game } has no deadline to extend.
more-time-given = **{ $game }** · { $giver } gives { $player } ({ $side }) **{ $days } more { $days ->
    [one] day
   *[other] days
}**: time now runs out { $time }. Extra time in this game: { $total } of 7 days.
more-time-given-paused = **{ $game }** · { $giver } gives { $player } ({ $side }) **{ $days } more { $days ->
    [one] day
   *[other] days
}**: the game waits for a vacation; when it resumes { $player } will have { $left }. Extra time in this game: { $total } of 7 days.

## Finding the game a command means (lookup.rs)
lookup-none-to-play = You have no game in progress in this channel. Start one with `/challenge` (or `/ai`); `/games` lists your games.
lookup-none-to-accept = Nobody has challenged you in this channel. `/games` lists your games.
lookup-none-to-decline = You have no open challenge in this channel. `/games` lists your games.
lookup-none-to-view = There is no game in progress in this channel. Start one with `/challenge`, or name one with `game:`.
lookup-several = Several games fit; say which with `game:`:
lookup-several-game = { $game }: { $white } vs { $black }

## /challenge, /ai, /accept, /decline (challenge.rs)
challenge-bad-clock = { $error }. Presets: { $presets }.
challenge-ai-unrated = Games against the AI are never rated. Leave out `rated:true` to play { $bot }, or challenge a person for a rated game.
challenge-no-thread-permission = Breaker may not open threads in this channel (it needs the Create Public Threads and Send Messages in Threads permissions here). Challenge again without `thread:true`, or ask a moderator to give Breaker those permissions. No game was started.
challenge-too-many = You already have { $count } open challenges: the limit is { $max } per player. Wait until one is accepted or declined, or withdraw one (`/decline game:ID` works on your own challenge; `/games` lists them), then challenge again.
challenge-invite = { $opponent }, { $challenger } challenges you to **{ $rated ->
    [rated] a rated game of { $kind } { $size }
   *[other] { $kind } { $size }
}** (game `{ $game }`): { $challenger } plays { $side }, you play { $other_side }, clock { $clock }. Accept or decline below, before { $until }.
challenge-ai-thinking = { $bot } is thinking…
challenge-ai-queued = { $bot } is busy: your game is queued for the AI ({ $ahead } ahead of it); its move comes as soon as it is free.
challenge-ai-your-move = { $player }, your move: `/move`{ $due }.
challenge-ai-begins = **{ $game }** begins: { $white } vs { $black }, AI level { $level }. { $next }
challenge-begins = **{ $game }** begins: { $white } vs { $black }, clock { $clock }.{ $rated ->
    [rated] {" "}Rated.
   *[other] {""}
} { $player }, your move: `/move`{ $due }.
challenge-declined = { $challenged } declined { $challenger }'s challenge (game `{ $game }`).
challenge-withdrawn = { $challenger } withdrew the challenge to { $challenged } (game `{ $game }`).
challenge-already-started = Game #{ $game } has already started.

## /takeback (takeback.rs)
takeback-rated = Game #{ $game } is rated: takebacks are only for casual games.
takeback-already-asked = You already asked for a takeback in game #{ $game }: { $opponent } has not answered yet.
takeback-opponent-asked = { $opponent } already asked for a takeback in game #{ $game }: answer it with `/takeback answer:accept` or `/takeback answer:decline`.
takeback-nothing = You have no move to take back in game #{ $game }.
takeback-ai-refuses = { $bot } at level { $level } does not grant takebacks (levels 1 to { $max } do). Play on, or resign with `/resign`.
takeback-asks = **{ $game }** · { $player } asks to take back **{ $mv }**. { $opponent }, do you accept? (`/takeback answer:accept` or `/takeback answer:decline`; any move cancels the request.)
takeback-asks-with-reply = **{ $game }** · { $player } asks to take back **{ $mv }** and the reply **{ $reply }**. { $opponent }, do you accept? (`/takeback answer:accept` or `/takeback answer:decline`; any move cancels the request.)
takeback-no-request = There is no takeback request to answer in game #{ $game }. Ask for one with `/takeback`.
takeback-own-request = You asked for this takeback yourself: { $player } decides.
takeback-not-yours = Only { $player } can answer the takeback request in game #{ $game }.
takeback-declined = **{ $game }** · { $player } declined { $asker }'s takeback: the moves stand.
takeback-took-back = **{ $game }** · { $player } took back **{ $mv }**{ $agreed ->
    [ai] {" "}({ $bot } agreed)
   *[other] {""}
}. { $next }
takeback-took-back-with-reply = **{ $game }** · { $player } took back **{ $mv }** and the reply **{ $reply }**{ $agreed ->
    [ai] {" "}({ $bot } agreed)
   *[other] {""}
}. { $next }
takeback-next-ai = { $bot } is thinking…
takeback-next-player = { $player }, your move{ $due }.

## AI turns (ai.rs)
ai-search-failed = **{ $game }** · { $bot } could not move: its search failed twice. { $player }, the game stays open; { $bot } tries again when it restarts, and `/board` shows the position.
ai-queue-full = { $bot } is busy: { $count } requests are queued for the AI right now, so { $undone ->
    [move] your move was not played
    [game] no game was started
    [hint] no hint was given
   *[other] nothing was done
}. Try again in a minute.
ai-too-many-games = You have { $count } open games against { $bot }: finish or resign one first (`/games`). The limit is { $max } per player.

## /replay (replay.rs)
replay-too-many = { $count } replays are being made right now, the most Breaker queues: ask again in a minute. Nothing was changed.
replay-queued = Your replay of **{ $game }** is being made ({ $ahead } ahead): it is posted here when it is ready.
replay-post = Replay of **{ $game }**: { $white } vs { $black }, { $length }.
replay-no-moves = { $kind ->
    [breach] no turns yet
   *[other] no moves yet
}
replay-count-turns = { $count ->
    [one] { $count } turn
   *[other] { $count } turns
}

## /export (export.rs)
export-post = Record of **{ $game }**: { $white } vs { $black }.

## Buttons (buttons.rs)
button-accept = Accept
button-decline = Decline
button-resign = Resign
button-takeback-accept = Accept takeback
button-takeback-decline = Decline takeback

## Autocomplete choices (autocomplete.rs)
choice-game = { $game } · { $white } vs { $black } · { $state ->
    [challenge] challenge
    [yours] your turn
   *[theirs] their turn
}

## A game's thread (thread.rs)
thread-name = #{ $game } { $white } vs { $black }

## The command rate limit (command_rate.rs)
rate-too-fast = You are sending commands too fast: slow down, try again in { $wait } s (at most { $limit } commands in { $window } s each). Nothing was changed.

## Option values the console reads
challenge-bad-color = { $typed } is not a colour: choose `white`, `black` or `random`.
command-rate-bad = { $typed } is not a command rate: write COUNT/SECONDS, e.g. `10/10s`.

# Where Breaker may only answer (a user install in a DM, a group DM, a server without
# Breaker): the Move button and the form it opens (a modal: title and label at most 45
# characters).
button-move = Move
move-form-title = Game #{ $game }: your move
move-form-field = Your move (like b2-b3)

# Only the caller sees it; $count: their notes in the record.
export-notes = Record of **{ $game }**: { $white } vs { $black }, { $count ->
    [0] with no notes of yours (you have none on this game)
    [one] with your note as a comment
   *[other] with your { $count } notes as comments
}. Only you see it.
