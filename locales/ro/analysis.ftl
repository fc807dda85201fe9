# `/analyze` și `/hint`: AI-ul ca profesor.
# Glosar: analiză (analysis), șanse de câștig (winning chances), moment decisiv (swing),
# motor (engine), noduri (nodes), indiciu (hint), nivelul AI-ului (AI level), mutare (move),
# tură (turn, la Breach: una sau două pietre).

analysis-not-finished = Partida #{ $game } nu s-a încheiat: analiza e doar pentru partidele încheiate, niciodată în timpul jocului.
analysis-no-moves = Partida #{ $game } s-a încheiat înainte de prima mutare: nu e nimic de analizat.
analysis-queued = Analiza ta pentru partida #{ $game } e la coadă, înaintea ei: { $ahead }. Va fi publicată aici când e gata, { $player }.
analysis-one-at-a-time = Ai deja o analiză la coadă sau în lucru: câte una pe jucător. Așteaptă să fie publicată, apoi cere din nou.
analysis-busy = { $bot } este ocupat: analize la coadă sau în lucru acum: { $count }, așa că a ta n-a fost pornită. Încearcă din nou peste câteva minute.
analysis-failed = Analiza partidei #{ $game } nu a putut fi făcută. Ne pare rău: încearcă `/analyze game:{ $game }` din nou mai târziu.
analysis-title = **Analiza partidei #{ $game }** ({ $kind } { $size }, nivelul 5, { $nodes } noduri pe poziție)
analysis-no-swings = Nicio mutare nu a pierdut mai mult de 5% din șansele de câștig.
analysis-swing = { $n }. { $game ->
        [breach] tura
       *[other] mutarea
    } { $number } { $played }: șansele { $side ->
        [white] Albului
       *[black] Negrului
    } au scăzut de la { $before } la { $after }; mai bine: { $best }
analysis-accuracy = Mutări la cel mult 5% de cea mai bună a motorului: { $white } { $white_share } ({ $white_good }/{ $white_total }); { $black } { $black_share } ({ $black_good }/{ $black_total }).
analysis-axis = { $game ->
    [breach] tura
   *[other] mutarea
}
analysis-summary = Șansa de câștig a Albului: start { $chance }
analysis-summary-best = mai bine { $best }

hint-not-in-progress = Partida #{ $game } nu este în desfășurare: indiciile sunt pentru partidele care se joacă.
hint-between-people = Partida #{ $game } este între oameni: indiciile sunt doar pentru partidele cu AI-ul (nivelurile 1–{ $max }).
hint-level-too-strong = Partida #{ $game } este cu AI-ul de nivelul { $level }: indiciile sunt doar pentru nivelurile 1–{ $max }.
hint-no-move = În partida #{ $game } nu e nicio mutare de sugerat.
hint-given = Indiciu pentru partida #{ $game }: încearcă { $hint }.
analysis-accuracy-one = Mutări la cel mult 5% de cea mai bună a motorului: { $player } { $share } ({ $good }/{ $total }).
