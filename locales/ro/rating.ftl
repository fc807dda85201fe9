# Ratingurile, așa cum le văd jucătorii: `/rating` și rândul cu ratinguri de sub un rezultat.
# Glosar: rating, deviație (deviation, RD), serie (streak), grup de rating (pool), scară
# (ladder), partidă cu rating (rated game), meciuri directe (head-to-head).

# $white_change, $black_change: 1612 → 1627 (+15) (un `?` marchează un rating provizoriu).
rating-note = Ratinguri: { $white } { $white_change } · { $black } { $black_change }
rating-rated-games = { $count ->
    [one] { $count } partidă cu rating
    [few] { $count } partide cu rating
   *[other] { $count } de partide cu rating
}
# $kind: win, loss sau none (nicio serie).
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
# Victorii–înfrângeri (și remize).
rating-record = { $wins }–{ $losses } (V–Î)
rating-record-draws = { $wins }–{ $losses }–{ $draws } (V–Î–R)
rating-vs-self = `vs:` cere alt jucător decât { $player }: meciurile directe se dispută între doi jucători.
# $pool: un grup de rating (Breakthrough 8x8 sau scara primăvara (Breach 9x9)); $start: 1500?.
rating-none-yet = { $player } nu are încă partide cu rating la { $pool }; toată lumea pornește de la { $start } (deviație 350).
# $record: rating-record; $streak, $best: rating-streak.
rating-summary = { $player } la { $pool }: rating **{ $rating }**, deviație { $deviation }, { $record }; seria actuală: { $streak }, cea mai bună serie: { $best }.
rating-provisional = (`?`: provizoriu până când deviația scade sub { $deviation }.)
rating-head-to-head-none = Meciuri directe cu { $opponent }: nicio partidă cu rating la { $pool }.
rating-head-to-head = Meciuri directe cu { $opponent }: { $record } în { $games }.
# Sub graficul ratingului: două date (2027-01-05).
rating-chart-dates = { $from } – { $to }
rating-no-such-ladder = Pe acest server nu există nicio scară numită { $ladder }. `/ladder list` le arată pe toate.
rating-none-at-size = { $player } nu are aici partide cu rating pe tabla de { $size }.
rating-none-here = { $player } nu are încă partide cu rating pe acest server. Partidele cu rating se pornesc cu `/challenge rated:true`; apoi `/rating` arată ratingul, împreună cu graficul.
rating-none-here-at-size = { $player } nu are încă partide cu rating pe acest server pe tabla de { $size }. Partidele cu rating se pornesc cu `/challenge rated:true`; apoi `/rating` arată ratingul, împreună cu graficul.
rating-choose-pool = { $player } are ratinguri în mai multe grupuri aici; alege unul:
# $command: comanda /rating pentru un grup; $games: rating-rated-games.
rating-pool-choice = - { $command } ({ $games })
# Unde mai are rating un jucător: $places e o listă de rating-elsewhere-pool și
# rating-elsewhere-ladder, despărțite prin punct și virgulă.
rating-elsewhere = Are rating și { $places }.
rating-elsewhere-pool = la { $game } { $size }: încearcă { $option }
rating-elsewhere-ladder = pe scara { $ladder }: încearcă { $option }
rating-pool = { $game } { $size }
rating-pool-ladder = scara { $ladder } ({ $game } { $size })
rating-pool-ladder-gone = scara #{ $id }
# În afara serverelor: categoriile de rating ale partidelor de acolo (mesaje directe cu
# Breaker, mesaje directe și de grup).
rating-ladder-in-server = Scările țin de un server: `/rating` cu o scară merge pe canalele acelui server. Aici se văd ratingurile partidelor din afara serverelor.
rating-none-direct = { $player } nu are încă partide cu rating în afara serverelor. Partidele cu rating se pornesc cu `/challenge rated:true`; apoi `/rating` arată ratingul, împreună cu graficul.
rating-none-direct-at-size = { $player } nu are încă partide cu rating în afara serverelor pe tabla de { $size }. Partidele cu rating se pornesc cu `/challenge rated:true`; apoi `/rating` arată ratingul, împreună cu graficul.
rating-pool-direct = { $game } { $size } în afara serverelor
