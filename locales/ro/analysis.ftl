# `/analyze` și `/hint`: IA ca profesor.
# Glosar: analiză (analysis), șanse de câștig (winning chances), moment decisiv (turning
# point), motor (engine), noduri (nodes), indiciu (hint), nivel (AI level), mutare (move),
# tură (turn, la Breach: una sau două pietre).

analysis-not-finished = Partida #{ $game } nu s-a încheiat: analiza se face doar după final, niciodată în timpul partidei.
analysis-no-moves = Partida #{ $game } s-a încheiat înainte de prima mutare: nu e nimic de analizat.
# $ahead: câte analize așteaptă înaintea acesteia.
analysis-queued = Analiza ta pentru partida #{ $game } e la coadă ({ $ahead ->
        [one] mai e { $ahead } analiză înaintea ei
        [few] mai sunt { $ahead } analize înaintea ei
       *[other] mai sunt { $ahead } de analize înaintea ei
    }): apare aici când e gata, { $player }.
analysis-one-at-a-time = Ai deja o analiză la coadă sau în lucru: câte una pe jucător. Așteaptă până apare, apoi cere din nou.
analysis-busy = { $bot } lucrează acum la { $count ->
        [one] { $count } analiză
        [few] { $count } analize
       *[other] { $count } de analize
    } (în lucru sau la coadă), așa că a ta n-a pornit. Încearcă din nou peste câteva minute.
analysis-failed = Analiza partidei #{ $game } nu a putut fi făcută. Îmi pare rău: încearcă `/analyze game:{ $game }` din nou mai târziu.
# $kind: jocul (Breakthrough); $size: 8x8; $nodes: bugetul de căutare pe poziție.
analysis-title = **Analiza partidei #{ $game }** ({ $kind } { $size }, nivelul 5, { $nodes ->
        [one] { BIG($nodes) } nod
        [few] { BIG($nodes) } noduri
       *[other] { BIG($nodes) } de noduri
    } pe poziție)
analysis-no-swings = Nicio mutare n-a pierdut mai mult de 5% din șansele de câștig.
# Un moment decisiv: $n numărul lui pe grafic, $game breakthrough sau breach (la Breach o
# „tură” pune una sau două pietre), $number numărul mutării, $played mutarea, $side cine a
# jucat-o (white sau black), ale cărei șanse au scăzut de la $before la $after; $best
# mutarea motorului.
analysis-swing = { $n }. { $game ->
        [breach] Tura
       *[other] Mutarea
    } { $number } { $played } a scăzut șansele { $side ->
        [white] albelor
       *[black] negrelor
    } de la { $before } la { $after }; mai bună: { $best }
# Fiecare jucător (cu culoarea lui) și partea lui de mutări bune (bune/total).
analysis-accuracy = Mutări la cel mult 5% de cea mai bună mutare a motorului: { $white } { $white_share } ({ $white_good }/{ $white_total }); { $black } { $black_share } ({ $black_good }/{ $black_total }).
# Axa x a graficului.
analysis-axis = { $game ->
    [breach] tură
   *[other] mutare
}
# Textul alternativ al graficului.
analysis-summary = Șansa de câștig a albelor: la început { $chance }
analysis-summary-best = cea mai bună: { $best }

hint-not-in-progress = Partida #{ $game } nu e în desfășurare: indiciile sunt doar pentru partidele în curs.
hint-between-people = Partida #{ $game } se joacă între oameni: indiciile sunt doar pentru partidele cu IA (nivelurile 1–{ $max }).
hint-level-too-strong = Partida #{ $game } e cu IA de nivelul { $level }: indiciile sunt doar pentru nivelurile 1–{ $max }.
hint-no-move = Partida #{ $game } nu are nicio mutare de sugerat.
hint-given = Indiciu pentru partida #{ $game }: încearcă { $hint }.
analysis-accuracy-one = Mutări la cel mult 5% de cea mai bună a motorului: { $player } { $share } ({ $good }/{ $total }).
