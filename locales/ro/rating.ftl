# Ratingurile: `/rating` și rândul cu ratinguri de sub rezultat.
# Glosar: rating (rating), deviație (deviation, RD), serie (streak), grup de rating (pool),
# clasament-scară (ladder), partidă cu rating (rated game), meciuri directe (head-to-head).

rating-note = Ratinguri: { $white } { $white_change } · { $black } { $black_change }
rating-rated-games = { $count ->
    [one] { $count } partidă cu rating
    [few] { $count } partide cu rating
   *[other] { $count } de partide cu rating
}
rating-streak = { $kind ->
    [win] { $count ->
        [one] { $count } victorie
        [few] { $count } victorii
       *[other] { $count } de victorii
    }
    [loss] { $count ->
        [one] { $count } înfrângere
        [few] { $count } înfrângeri
       *[other] { $count } de înfrângeri
    }
   *[none] niciuna
}
rating-record = { $wins }–{ $losses } (V–Î)
rating-record-draws = { $wins }–{ $losses }–{ $draws } (V–Î–R)
rating-in-server = Ratingurile țin de un server: folosește `/rating` într-un canal al serverului.
rating-vs-self = `vs:` cere pe altcineva decât { $player }: meciurile directe sunt între doi jucători.
rating-none-yet = { $player } nu are încă partide cu rating în { $pool }; toată lumea pornește de la { $start } (deviație 350).
rating-summary = { $player } în { $pool }: rating **{ $rating }**, deviație { $deviation }, { $record }; seria curentă: { $streak }, cea mai bună serie: { $best }.
rating-provisional = (`?`: provizoriu până când deviația scade sub { $deviation }.)
rating-head-to-head-none = Meciuri directe cu { $opponent }: nicio partidă cu rating în { $pool }.
rating-head-to-head = Meciuri directe cu { $opponent }: { $record } în { $games }.
rating-chart-dates = { $from } – { $to }
rating-no-such-ladder = Pe acest server nu există niciun clasament-scară numit { $ladder }. `/ladder list` le arată.
rating-none-at-size = { $player } nu are aici partide cu rating pe tabla { $size }.
rating-none-here = { $player } nu are încă partide cu rating pe acest server. Partidele cu rating încep cu `/challenge rated:true`; apoi `/rating` arată ratingul și graficul lui.
rating-none-here-at-size = { $player } nu are încă partide cu rating pe acest server pe tabla { $size }. Partidele cu rating încep cu `/challenge rated:true`; apoi `/rating` arată ratingul și graficul lui.
rating-choose-pool = { $player } are ratinguri în mai multe grupuri aici; alege unul:
rating-pool-choice = - { $command } ({ $games })
rating-elsewhere = Are rating { $places }.
rating-elsewhere-pool = în { $game } { $size }: încearcă { $option }
rating-elsewhere-ladder = în clasamentul-scară { $ladder }: încearcă { $option }
rating-pool = { $game } { $size }
rating-pool-ladder = clasamentul-scară { $ladder } ({ $game } { $size })
rating-pool-ladder-gone = clasamentul-scară #{ $id }
