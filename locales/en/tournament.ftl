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
# A rest in the post of games that begin: $round its round (a round robin started at once lists every round's).
tournament-round-bye = round { $round }: { $player } has a bye
tournament-final-league = League { $league }:
tournament-final-row = { $rank }. { $player }: { $points } { $value ->
    [one] point
   *[other] points
}
tournament-result-note = Tournament { $tournament }, round { $round }{ $league ->
        [0] .
       *[other] , league { $league }.
    }

## Swiss events, and /tournament-admin settings, end-round, forbid, pause, resume, close
tournament-admin-swiss-at-once = A Swiss event pairs each round from the last one's results, so its rounds start one after another: leave out `schedule:` (or write `schedule:rounds`). Nothing was created.
tournament-admin-bad-rounds = `rounds:` must be 1 to 30. Nothing was changed.
tournament-admin-bad-cap = `max-players:` must be at least { $least } ({ $count ->
        [one] { $count } player has
       *[other] { $count } players have
    } entered). Nothing was changed.
tournament-admin-bad-deadline = { $deadline } is not a deadline: write a time from now (`3d`, `12h`) or a UTC date (`2027-01-05` or `2027-01-05T18:00`). Nothing was changed.
tournament-admin-deadline-past = That deadline ({ $time }) has passed already. Nothing was changed.
tournament-admin-swiss-rounds-many = A Swiss event of { $count ->
        [one] { $count } player
       *[other] { $count } players
    } can have at most { $most } rounds (nobody meets the same opponent twice), not { $rounds }. Change it with `/tournament-admin settings rounds:`. Nothing was changed.
tournament-admin-changed-meanwhile = Tournament { $tournament } changed while you asked (it started or ended). Nothing was changed: see `/tournament info` and try again.
tournament-admin-settings-nothing = Name a setting to change: `clock:`, `rounds:`, `rated:`, `max-players:`, `deadline:` or `thread:`. Nothing was changed.
tournament-admin-settings-started = Tournament { $tournament } has started: only a Swiss event's `rounds:`, `max-players:` and `thread:` can change now. Nothing was changed.
tournament-admin-rounds-too-few = Tournament { $tournament } has paired { $played } rounds already: it can't have fewer. Nothing was changed.
tournament-admin-settings-changed = Tournament { $tournament }: settings changed. Now: { $settings }.
tournament-admin-log-settings = { $moderator } changed the settings of tournament { $tournament }: { $settings }.
tournament-admin-not-running = Tournament { $tournament } is { $status }, not running: it has no round to end. Nothing was changed.
tournament-admin-end-round-at-once = Tournament { $tournament } plays all its games at once: there is no round to end. Decide a game with `/tournament-admin result`. Nothing was changed.
tournament-admin-round-ended = Tournament { $tournament }: a moderator ended round { $round }. { $count ->
        [0] Every game of it had finished.
        [one] Its unfinished game ({ $games }) goes on outside the standings: it counts for neither player in the tournament.
       *[other] Its { $count } unfinished games ({ $games }) go on outside the standings: they count for neither player in the tournament.
    }
tournament-admin-log-round-ended = { $moderator } ended round { $round } of tournament { $tournament }.
tournament-admin-forbid-swiss = In a { $format } tournament everyone meets everyone: only a Swiss event can keep two players apart. Nothing was changed.
tournament-admin-forbid-same = Name two different players. Nothing was changed.
tournament-admin-forbidden-already = { $player } and { $opponent } are already kept apart in tournament { $tournament }. Nothing was changed.
tournament-admin-forbidden = { $player } and { $opponent } will not be paired together in tournament { $tournament }.
tournament-admin-log-forbidden = { $moderator } kept { $player } and { $opponent } apart in tournament { $tournament }.
tournament-admin-paused-already = Tournament { $tournament } has been paused since { $time }. Nothing was changed.
tournament-admin-not-paused = Tournament { $tournament } is not paused. Nothing was changed.
tournament-admin-paused = Tournament { $tournament } is paused: no round or season starts until `/tournament-admin resume`. Games already started go on, with their clocks.
tournament-admin-log-paused = { $moderator } paused tournament { $tournament }.
tournament-admin-resumed = Tournament { $tournament } resumes.
tournament-admin-log-resumed = { $moderator } resumed tournament { $tournament }.
tournament-admin-closed-already = Tournament { $tournament } takes no entries already. Nothing was changed.
tournament-admin-closed = Entries to tournament { $tournament } are closed.
tournament-admin-closed-league = Entries to tournament { $tournament } are closed: the league ends after season { $season }.
tournament-over-now = Tournament { $tournament } is over.
tournament-admin-log-closed = { $moderator } closed tournament { $tournament }.
tournament-join-deadline = Entries to tournament { $tournament } closed { $time }.
tournament-joined-swiss = { $player } joined tournament { $tournament } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }) with no points: you are paired from round { $round }.
tournament-joined-swiss-byes = { $player } joined tournament { $tournament } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }) with a half-point bye for each round already paired ({ $points }): you are paired from round { $round }.
tournament-swiss-no-pairing = Tournament { $tournament }: no valid pairing exists for round { $round } (everyone left has met, or the forbidden pairs leave none), so the event ends after round { $played }.
tournament-swiss-no-first-round = No valid pairing exists for round 1 (the forbidden pairs leave none). Nothing was started: lift a forbidden pair or add players.
tournament-setting-rounds = { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }
tournament-setting-cap = at most { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
tournament-setting-deadline = entries close { $time }
tournament-setting-last-season = ends after season { $season }
tournament-setting-paused = paused since { $time }
tournament-setting-threads = games in threads
tournament-setting-late-byes = late entrants get a half-point bye for each round they missed
