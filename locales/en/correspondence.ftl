# Correspondence play: vacations, reminders and other notices, `/notify`, time that ran out.

## Vacations (`/vacation`)
vacation-already-until = You are already on vacation until { $until }. `/vacation end` ends it early.
vacation-none-left = You have no vacation days left this year ({ $allowance } per year in this server, all used). They come back on 1 January.
vacation-at-least-one-day = A vacation lasts at least 1 day: `/vacation start days:1`.
# $asked: count-days; $left: days, maybe with a fraction (9.5); $rest: whole days.
vacation-too-many = You asked for { $asked }, but you have only { $left } vacation days left this year. `/vacation start days:{ $rest }` takes the rest.
vacation-already = You are already on vacation. `/vacation end` ends it early.
# $games: the player's running games in this server, now paused.
vacation-started = { $player } is **on vacation** until { $until }: { $games ->
        [0] no game of theirs in this server is running
        [one] their 1 game in this server waits (the opponent's clock too)
       *[other] their { $games } games in this server wait (the opponents' clocks too)
    }, with no reminders and no timeouts. `/vacation end` ends it early; { $left } vacation days are left this year after it.
vacation-not-on = You are not on vacation. `/vacation start [days]` starts one; `/vacation` shows the days you have left.
vacation-days-left-now = { $left } vacation days are left this year.
vacation-days-left = You have { $left } vacation days left this year (of { $allowance } per year in this server).
# The same three for the direct games (Breaker's DM, DMs and group DMs): one vacation
# scope of their own, outside every server.
vacation-none-left-direct = You have no vacation days left this year for your games outside servers ({ $allowance } per year, all used). They come back on 1 January.
vacation-started-direct = { $player } is **on vacation** until { $until }: { $games ->
        [0] no game of theirs outside servers is running
        [one] their 1 game outside servers waits (the opponent's clock too)
       *[other] their { $games } games outside servers wait (the opponents' clocks too)
    }, with no reminders and no timeouts. `/vacation end` ends it early; { $left } vacation days are left this year after it.
vacation-days-left-direct = You have { $left } vacation days left this year for your games outside servers (of { $allowance } per year).
vacation-running = You are on vacation until { $until }: `/vacation end` ends it early.
vacation-start-hint = `/vacation start days:N` pauses all your games here.
vacation-game-still-waits = Game #{ $game } still waits: { $opponent } is on vacation until { $until }.
# $length: a duration such as 3d or 2d4h.
vacation-ended-nothing = { $player }'s vacation ended (it lasted { $length }).
vacation-ended = { $player }'s vacation ended: { $games ->
        [one] 1 game resumes
       *[other] { $games } games resume
    }, each deadline moved by { $length }.

## Notices, posted unasked in the game's channel
# $game: the game's title (#12 Breakthrough 8x8); $color: the side to move.
notice-reminder = { $player }, your move in **{ $game }** ({ $color }): time runs out { $deadline }.
# $late: the player who ran out of time, with their side; $winner: the winning side.
notice-time-forfeit = **{ $game }** · { $late } ran out of time. **{ $winner } wins on time.** { $winner_player } beats { $loser_player }.
notice-aborted = **{ $game }** · { $late } did not make a first move in time: **the game is aborted**, with no result.
notice-expired = { $challenger }'s challenge to { $challenged } (game `{ $game }`) expired unanswered.
# A notice that comes late because Breaker was down: $notice is the notice itself.
notice-offline = While Breaker was offline ({ $at }), { $notice }
too-late-time-ran-out = Too late: time ran out in game #{ $game } at { $at }, and the game is over (see the result post). Nothing was changed.

## `/notify`
notify-dm-not-allowed = This server does not allow reminders by DM (its moderators set `reminder-dms` off). You are still reminded in the game's channel.
notify-dm-on = Reminders will also come by DM (`/notify dm:off` stops them). If your DMs are closed, you are still reminded in the game's channel.
notify-dm-off = Reminders come only in the game's channel now (`/notify dm:on` adds DMs).

# After a notice sent by DM about a game Breaker can reach only by answering there.
notice-last-post = The game's last post: { $link }

## `/conditional`: conditional moves
# $bot: Breaker's AI, a mention.
conditional-ai-game = Game #{ $game } is against { $bot }, who answers at once: conditional moves are for games against people.
conditional-your-turn = It is your move in game #{ $game }: conditional moves are stored while your opponent is to move.
# $example: a line of this position, as code.
conditional-empty = Write the line as moves separated by commas, your opponent's move first, then your answer, and so on: { $example }.
conditional-too-long = A line holds at most { $max } moves; this one has { $count }. Nothing was stored.
# $number: the move's place in the line (1 is the opponent's next move).
conditional-after-end = The game is over before move { $number } of the line, { $ply }. Nothing was stored.
# $why: the reason the move cannot be played, a fragment without a full stop ("c3 is not empty").
conditional-illegal = Move { $number } of the line, { $ply }, cannot be played there: { $why }. Nothing was stored.
conditional-odd = A line must end with your own move: add your answer after { $last }. Nothing was stored.
# $mv: the opponent's move both lines expect; $yours and $answer: the two answers.
conditional-contradicts = This line answers { $mv } with { $yours }, but your stored line { $stored } answers it with { $answer }. Nothing was stored; `/conditional clear` removes your lines.
conditional-covered = Your lines in game #{ $game } already hold { $line }. Nothing was stored.
conditional-too-many = You have { $max } lines in game #{ $game }, the most a game holds. Nothing was stored.
conditional-added = Stored for game #{ $game }, seen only by you: { $line }. Your lines in this game: { $count }.
conditional-none = You have no conditional moves in game #{ $game }.
# $tree: each expected move with your answer, continuations indented.
conditional-list = Your conditional moves in game #{ $game } (their move → your answer):
    { $tree }
conditional-cleared = Your conditional moves in game #{ $game } are removed (lines: { $count }).
# The post of a move a conditional line played; $player: a mention.
conditional-played = **{ $game }** · { $player }'s conditional move: **{ $mv }**.
# By DM to the line's owner; $opponent: a mention.
conditional-missed = Your conditional moves in **{ $game }** did not apply: { $opponent } played **{ $mv }**, which none of your lines expected. They are removed.

## `/note`: private notes
note-empty = Write the note in `text:`.
note-too-long = A note holds at most { $max } characters; this one has { $count }. Nothing was stored.
note-too-many = You have { $max } notes on game #{ $game }, the most a game holds. Nothing was stored.
# $ply: moves played when it was written.
note-added = Note stored on game #{ $game } { $ply ->
    [0] before the first move
   *[other] after move { $ply }
}, seen only by you.
note-none = You have no notes on game #{ $game }.
note-list = Your notes on game #{ $game }:
note-line = { $ply ->
    [0] before the first move
   *[other] after move { $ply }
}: { $text }
note-cleared = Your notes on game #{ $game } are removed (notes: { $count }).
