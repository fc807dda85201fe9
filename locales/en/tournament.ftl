# Tournaments: `/tournament …`, `/tournament-admin …`, the standings crosstable (text and
# PNG) and the posts that move a tournament on.

tournament-needs-server = Tournaments belong to a server: use this in one.
tournament-unknown-none = There is no tournament called { $tournament } in this server. This server has no tournaments yet (a moderator creates one with `/tournament-admin create`).
tournament-unknown = There is no tournament called { $tournament } in this server. Tournaments here: { $tournaments }.
tournament-format = { $format ->
        [round-robin] round-robin
        [double-round-robin] double-round-robin
        [swiss] swiss
       *[league] league
    }
tournament-status = { $status ->
        [open] open
        [running] running
        [finished] finished
       *[cancelled] cancelled
    }
tournament-schedule = { $schedule ->
        [rounds] rounds
       *[at-once] at-once
    }
tournament-settings = { $format } · { $game } { $size } · clock { $clock } · { $rated ->
        [yes] rated
       *[no] unrated
    } · { $schedule }
tournament-settings-league = { $format } · { $game } { $size } · clock { $clock } · { $rated ->
        [yes] rated
       *[no] unrated
    } · { $schedule } · leagues of { $league_size }, { $up } up, { $down } down, { $pause } between seasons

## /tournament join, leave, withdraw
tournament-join-closed = Tournament { $tournament } has { $state ->
        [started] started
       *[ended] ended
    }: entries are closed.
tournament-join-bot = Tournament games are between people.
tournament-join-full = Tournament { $tournament } is full ({ $count } players).
tournament-join-already = You are already entered in tournament { $tournament }.
tournament-joined = { $player } joined tournament { $tournament } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }).
tournament-joined-league = { $player } joined tournament { $tournament } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }): you start next season (season { $season }) in the bottom league.
tournament-leave-not-entered = You are not entered in tournament { $tournament }.
tournament-left = { $player } left tournament { $tournament }.
tournament-leaves-later = { $player } leaves league tournament { $tournament } after season { $season }: this season's games still count.
tournament-leave-started = Tournament { $tournament } has started: to stop playing, withdraw with `/tournament withdraw name:{ $name }` (FIDE's withdrawal rule decides what your results count for).
tournament-withdraw-confirm = Withdraw from tournament { $tournament }? This is final: your running games there are forfeited, and in a round robin, if you played less than half your games, all your results are deleted (otherwise the rest are forfeits). To confirm: { $command }.
tournament-withdraw-button = Withdraw
tournament-withdraw-not-entered = { $player } is not entered in tournament { $tournament }: nothing to withdraw.
tournament-withdraw-already = { $player } has already withdrawn from tournament { $tournament }.
tournament-withdraw-not-started = Tournament { $tournament } has not started for { $player }: leave it with `/tournament leave name:{ $name }` instead.
tournament-withdrew = { $player } withdrew from tournament { $tournament }{ $forfeited ->
        [0] .
        [one] {" "}({ $forfeited } running game forfeited).
       *[other] {" "}({ $forfeited } running games forfeited).
    }
tournament-withdrew-swiss = They are not paired again; their results stand.
tournament-withdrew-fide = Under FIDE's rule, if they played less than half their games all their results are deleted; otherwise their remaining games are forfeits.

## /tournament-admin
tournament-admin-bad-name = A tournament name is 1 to 40 characters, without `:`. Nothing was created.
tournament-admin-bad-format = { $format } is not a format: choose round-robin, double-round-robin, swiss or league. Nothing was created.
tournament-admin-no-swiss = Swiss tournaments are not available yet: their Dutch pairing engine is still being built. Choose round-robin, double-round-robin or league. Nothing was created.
tournament-admin-bad-game = { $game } is not a game: choose breakthrough or breach. Nothing was created.
tournament-admin-bad-size = { $error }. A { $game } size is { $help }. Nothing was created.
tournament-admin-bad-schedule = { $schedule } is not a schedule: choose at-once (every game starts together) or rounds (round k+1 starts when round k is over). Nothing was created.
tournament-admin-rounds-swiss = `rounds:` is for Swiss events: a round robin's rounds come from its Berger table. Nothing was created.
tournament-admin-bad-league-size = `league-size:` must be 3 to 20. Nothing was created.
tournament-admin-bad-up-down = `up:` and `down:` must together be 1 to { $most } (fewer than the league's { $size } players). Nothing was created.
tournament-admin-league-at-once = A league plays each season at once (`schedule:at-once`). Nothing was created.
tournament-admin-league-options = `league-size:`, `up:` and `down:` are for leagues (`format:league`). Nothing was created.
tournament-admin-settings = { $format } { $game } { $size }, clock { $clock }, { $rated ->
        [yes] rated
       *[no] unrated
    }, { $schedule }
tournament-admin-settings-league = { $format } { $game } { $size }, clock { $clock }, { $rated ->
        [yes] rated
       *[no] unrated
    }, { $schedule }, leagues of { $league_size }, { $up } up, { $down } down
tournament-admin-name-taken = This server already has a tournament called { $tournament }. Nothing was created.
tournament-admin-created = Tournament { $tournament } (number { $number }) created: { $settings }. Players join with `/tournament join name:{ $name }`; a moderator starts it with `/tournament-admin start name:{ $name }`.
tournament-admin-log-created = { $moderator } created tournament { $tournament }: { $settings }.
tournament-admin-start-not-open = Tournament { $tournament } has already started (it is { $status }). Nothing was changed.
tournament-admin-too-few = Tournament { $tournament } has { $count ->
        [one] { $count } player
       *[other] { $count } players
    }: it needs at least { $least } to start. Nothing was changed.
tournament-admin-too-many = A round robin is for at most { $most } players ({ $count } entered): use a league instead. Nothing was changed.
tournament-admin-already-started = Tournament { $tournament } has already started.
tournament-admin-started = Tournament { $tournament } has started with { $count } players.
tournament-admin-log-started = { $moderator } started tournament { $tournament }.
tournament-admin-bad-outcome = { $outcome } is not an outcome: choose white, black or void. Nothing was changed.
tournament-admin-not-tournament-game = Game #{ $game } is not a tournament game of this server: `/tournament games name:…` lists them. Nothing was changed.
tournament-admin-decided = Game #{ $game } (tournament { $tournament }, round { $round }) is now { $outcome } (was { $was }). The standings{ $rated ->
        [yes] {" "}and the pool's ratings ({ $count } rated games)
       *[no] {""}
    } are recomputed.
tournament-admin-log-decided = { $moderator } set game #{ $game } of tournament { $tournament } to { $outcome } (was { $was }).
tournament-admin-log-withdrew = { $moderator } withdrew { $player } from tournament { $tournament }.
tournament-admin-already-over = Tournament { $tournament } is already { $status }. Nothing was changed.
tournament-admin-cancelled = Tournament { $tournament } is cancelled: no more rounds or seasons; running games finish as ordinary games.
tournament-admin-log-cancelled = { $moderator } cancelled tournament { $tournament }.

## /tournament list, info
tournament-list-none = This server has no tournaments yet: a moderator creates one with `/tournament-admin create`.
tournament-list-head = Tournaments in this server:
tournament-list-row = { $tournament } (number { $number }) · { $status } · { $settings }
tournament-info-head = Tournament { $tournament } (number { $number }): { $settings }.
tournament-info-open = Open for entries.
tournament-info-between-seasons = Season { $season } is over; season { $next } starts { $time }.
tournament-info-running = Running: { $done } of { $count } games decided.
tournament-info-running-season = Running, season { $season }: { $done } of { $count } games decided.
tournament-info-running-round = Running, round { $round }: { $done } of { $count } games decided.
tournament-info-status = { $status }.
tournament-info-players = { $count ->
        [one] { $count } player:
       *[other] { $count } players:
    }
tournament-note-pairing = pairing number { $number }
tournament-note-league = league { $league }
tournament-note-withdrew = withdrew
tournament-note-leaves = leaves after this season

## /tournament standings: text, and the crosstable picture's title and headings
tournament-standings-not-started = Tournament { $tournament } has not started: no standings yet. `/tournament info name:{ $name }` shows who entered.
tournament-standings-head = **Tournament { $tournament }** · { $status } · season { $season }
tournament-standings-league = **League { $league }**
tournament-standings-title = { $tournament } · { $game } { $size } · { $format }
tournament-standings-title-league = { $tournament } · season { $season } · league { $league }
tournament-standings-order = Order: points, then { $tiebreaks }. `+`/`-` forfeit won/lost, `*` still playing.
tournament-column-player = Player
tournament-column-points = Pts
tournament-withdrawn-name = { $player } (withdrew)
tournament-tiebreak = { $tiebreak ->
        [direct-encounter] Direct encounter
        [sonneborn-berger] Sonneborn-Berger
        [wins] Number of wins
        [buchholz-cut-1] Buchholz Cut-1
       *[buchholz] Buchholz
    }
tournament-tiebreak-short = { $tiebreak ->
        [direct-encounter] DE
        [sonneborn-berger] SB
        [wins] Wins
        [buchholz-cut-1] BH-C1
       *[buchholz] BH
    }

## /tournament pairings, games
tournament-pairings-none = Tournament { $tournament } has no pairings yet: a moderator starts it with `/tournament-admin start`.
tournament-pairings-bad-round = Tournament { $tournament } has rounds 1 to { $last } this season: choose `round:1` to `round:{ $last }`.
tournament-pairings-head = **Tournament { $tournament }** pairings
tournament-pairings-round = Round { $round }:
tournament-pairings-bye = { $league ->
        [0] { $player } has a bye
       *[other] league { $league } { $player } has a bye
    }
tournament-pairings-board = { $league ->
        [0] board { $board }: { $white } (White) vs { $black } (Black) · { $state }
       *[other] league { $league } board { $board }: { $white } (White) vs { $black } (Black) · { $state }
    }
tournament-pairings-game = game #{ $game }
tournament-pairings-not-started = not started
tournament-games-none = Tournament { $tournament } has no games yet.
tournament-games-head = **Tournament { $tournament }** games (season { $season }):
tournament-games-to-move = { $player } to move
tournament-games-wins = { $side } wins
tournament-games-row = { $game }: round { $round } · { $white } (White) vs { $black } (Black) · { $state }

## Posts that move a tournament on
tournament-gone = The tournament is gone.
tournament-size-cannot-start = This tournament's size cannot start: { $error }
tournament-round-over = Tournament { $tournament }: round { $round } is over; round { $next } begins.
tournament-season-over = Tournament { $tournament }: season { $season } is over.
tournament-season-starts = Season { $season } starts { $time }.
tournament-over = Tournament { $tournament } is over. Final standings:
tournament-games-begin = Tournament { $tournament }: { $count ->
        [one] { $count } game begins
       *[other] { $count } games begin
    }, clock { $clock }:
tournament-game-line = #{ $game }: { $white } (White) vs { $black } (Black)
tournament-final-league = League { $league }:
tournament-result-note = Tournament { $tournament }, round { $round }{ $league ->
        [0] .
       *[other] , league { $league }.
    }
