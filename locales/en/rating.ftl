# Ratings as players see them: `/rating` and the rating line of a result.

# $white_change, $black_change: 1612 → 1627 (+15) (a `?` marks a provisional rating).
rating-note = Ratings: { $white } { $white_change } · { $black } { $black_change }
rating-rated-games = { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}
# $kind: win, loss or none (no streak).
rating-streak = { $kind ->
    [win] { $count ->
        [one] { $count } win
       *[other] { $count } wins
    }
    [loss] { $count ->
        [one] { $count } loss
       *[other] { $count } losses
    }
   *[none] none
}
# Wins–losses (and draws).
rating-record = { $wins }–{ $losses } (W–L)
rating-record-draws = { $wins }–{ $losses }–{ $draws } (W–L–D)
rating-vs-self = `vs:` needs someone other than { $player }: the head-to-head is between two players.
# $pool: a rating pool (Breakthrough 8x8, or ladder spring (Breach 9x9)); $start: 1500?.
rating-none-yet = { $player } has no rated games in { $pool } yet; everyone starts at { $start } (deviation 350).
# $record: rating-record; $streak, $best: rating-streak.
rating-summary = { $player } in { $pool }: rating **{ $rating }**, deviation { $deviation }, { $record }; current streak: { $streak }, best streak: { $best }.
rating-provisional = (`?`: provisional until the deviation is below { $deviation }.)
rating-head-to-head-none = Head-to-head against { $opponent }: no rated games in { $pool }.
rating-head-to-head = Head-to-head against { $opponent }: { $record } in { $games }.
# Under the rating chart: two dates (2027-01-05).
rating-chart-dates = { $from } to { $to }
rating-no-such-ladder = There is no ladder called { $ladder } in this server. `/ladder list` shows them.
rating-none-at-size = { $player } has no rated games at size { $size } here.
rating-none-here = { $player } has no rated games in this server yet. Rated games start with `/challenge rated:true`; then `/rating` shows the rating and its chart.
rating-none-here-at-size = { $player } has no rated games in this server yet at size { $size }. Rated games start with `/challenge rated:true`; then `/rating` shows the rating and its chart.
rating-choose-pool = { $player } has ratings in several pools here; choose one:
# $command: the /rating command for one pool; $games: rating-rated-games.
rating-pool-choice = - { $command } ({ $games })
# Where else a player is rated: $places is a list of rating-elsewhere-pool and
# rating-elsewhere-ladder, separated by semicolons.
rating-elsewhere = Rated { $places }.
rating-elsewhere-pool = in { $game } { $size }: try { $option }
rating-elsewhere-ladder = in ladder { $ladder }: try { $option }
rating-pool = { $game } { $size }
rating-pool-ladder = ladder { $ladder } ({ $game } { $size })
rating-pool-ladder-gone = ladder #{ $id }
# Outside servers: the direct games' own pools (Breaker's DM, DMs and group DMs).
rating-ladder-in-server = Ladders belong to a server: `/rating` with a ladder works in that server's channels. Here it shows the ratings of games outside servers.
rating-none-direct = { $player } has no rated games outside servers yet. Rated games start with `/challenge rated:true`; then `/rating` shows the rating and its chart.
rating-none-direct-at-size = { $player } has no rated games outside servers yet at size { $size }. Rated games start with `/challenge rated:true`; then `/rating` shows the rating and its chart.
rating-pool-direct = { $game } { $size } outside servers
