# Partide: începutul, mutările, tabla, abandonul, luarea înapoi, timpul în plus, reluările,
# notațiile. (src/service/ phrases.rs, board.rs, play.rs, challenge.rs, resign.rs,
# takeback.rs, more_time.rs, lookup.rs, ai.rs, replay.rs, export.rs, buttons.rs,
# autocomplete.rs, thread.rs, command_rate.rs)
# Glosar: partidă (game), mutare (move), tură (turn la Breach), provocare (challenge),
# a accepta / a refuza, a abandona (resign), luarea înapoi (takeback), ceas (clock), rezervă
# (bank), adaos (increment), termen (deadline), IA (AI), cu rating / amicală (rated /
# casual), reluare (replay GIF), notația partidei (record), rând (rank), marcaj (marker).
# Culorile ca argument ($side, $winner, $loser) au forma de bază „Albele”; în mijlocul
# propoziției: FORM($side, "lower") = „albele”. Jucătorii (mențiuni) nu se declină: fără
# „lui/ei”, „îl/o” sau participii acordate după ei.

## Expresii comune (phrases.rs)
phrase-title = #{ $game } { $kind } { $size }
phrase-next-move = { $kind ->
    [breach] tura
   *[other] mutarea
} { $number }
phrase-to-move = { $side ->
    [white] Rândul albelor
   *[other] Rândul negrelor
} · { $kind ->
    [breach] tura
   *[other] mutarea
} { $number }
phrase-draw = Remiză
phrase-win-far-row = Victoria { FORM($winner, "gen") }: o piesă a ajuns pe rândul { $rank }
phrase-win-all-captured = Victoria { FORM($winner, "gen") }: toate piesele { $loser ->
    [white] albe
   *[other] negre
} au fost capturate
phrase-win-board-full = Victoria { FORM($winner, "gen") }: tabla e plină, scor { $marker }–{ $other_marker }
phrase-win-record = Victoria { FORM($winner, "gen") }: o linie de { $size ->
    [one] { $size } piatră
    [few] { $size } pietre
   *[other] { $size } de pietre
} a ajuns în vârful pistei de scor
phrase-win-resignation = Victoria { FORM($winner, "gen") }: { FORM($loser, "lower") } au abandonat
phrase-win-timeout = Victoria { FORM($winner, "gen") }: { FORM($loser, "lower") } au rămas fără timp
phrase-win-adjudication = Victoria { FORM($winner, "gen") }, prin decizia unui moderator
phrase-win-other = Victoria { FORM($winner, "gen") }
phrase-voided = Anulată de un moderator: fără rezultat
phrase-aborted = Nejucată: { FORM($side, "lower") } n-au mutat deloc; fără rezultat
phrase-expired = Provocare expirată
phrase-declined = Provocare refuzată
phrase-over = Partidă încheiată
phrase-player = { $player } ({ FORM($side, "lower") })
phrase-clock = { $clock } ({ $base } pe mutare)
phrase-clock-increment = { $clock } (rezervă de { $base }, plus { $increment } la fiecare mutare)
phrase-due = , termen: { $time }

## /board (board.rs)
board-status-away = { $status } · { $player }: în concediu până la { $date }
board-bad-view = { $view } nu e o perspectivă: folosește `view:white` sau `view:black`.
board-state-pending = se așteaptă răspunsul de la { $player }
board-state-expired = provocare expirată
board-state-declined = provocare refuzată
board-state-active = la mutare: { $player } · { $next }
board-state-active-due = la mutare: { $player } · { $next } · termen: { $time }
board-state-finished = **{ $result }**
board-post = **{ $game }** · { $white } – { $black } · { $state }
board-post-last-move = **{ $game }** · { $white } – { $black } · { $state } · ultima mutare: { $last }

## /move (play.rs)
play-played = **{ $game }** · { $player } a jucat **{ $mv }**.
play-result-win = { $played } **{ $result }.** { $winner } câștigă partida cu { $loser }.
play-result = { $played } **{ $result }.**
play-ai-thinking = { $played } { $bot } se gândește…
play-ai-queued = { $played } { $bot } are multe cereri acum: partida ta e la coadă pentru IA ({ $ahead ->
        [one] mai e { $ahead } partidă înaintea ei
        [few] mai sunt { $ahead } partide înaintea ei
       *[other] mai sunt { $ahead } de partide înaintea ei
    }); mutarea vine imediat ce se eliberează un loc.
play-your-move = { $played } { $player } ({ FORM($side, "lower") }), e rândul tău{ $due }.
play-not-started = Partida #{ $game } nu a început: { $player } nu a acceptat încă provocarea.
play-game-over = Partida #{ $game } s-a încheiat.
play-game-declined = Provocarea la partida #{ $game } a fost refuzată.

## /resign (resign.rs)
resign-confirm = Abandonezi partida **{ $game }** cu { $opponent }? Nu mai poți reveni: apasă Abandonează ca să confirmi.
resign-post = **{ $game }** · { $player } a abandonat. **{ $result }.** { $winner } câștigă partida cu { $loser }.

## /moretime (more_time.rs)
more-time-bad-days = Poți da între 1 și { $max } zile o dată, nu { $days }.
more-time-your-move = E rândul tău în partida #{ $game }: doar adversarul îți poate da timp în plus. Fă-ți mutarea cu `/move`.
more-time-used-up = Partida #{ $game } a primit deja tot timpul în plus permis (7 zile).
more-time-at-most = Partida #{ $game } poate primi în total cel mult 7 zile de timp în plus; s-au dat deja { $given }, deci mai poți da cel mult { $left }.
more-time-no-deadline = Partida #{ $game } nu are niciun termen de prelungit.
more-time-given = **{ $game }** · { $giver } acordă **încă { $days ->
    [one] { $days } zi
    [few] { $days } zile
   *[other] { $days } de zile
}** pentru { $player } ({ FORM($side, "lower") }); noul termen: { $time }. Timp în plus acordat în această partidă: { $total } din cele 7 permise.
more-time-given-paused = **{ $game }** · { $giver } acordă **încă { $days ->
    [one] { $days } zi
    [few] { $days } zile
   *[other] { $days } de zile
}** pentru { $player } ({ FORM($side, "lower") }): partida așteaptă sfârșitul unui concediu; când se reia, { $player } va avea { $left }. Timp în plus acordat în această partidă: { $total } din cele 7 permise.

## Găsirea partidei la care se referă o comandă (lookup.rs)
lookup-none-to-play = Nu ai nicio partidă în desfășurare în acest canal. Începe una cu `/challenge` (sau `/ai`); `/games` îți arată partidele.
lookup-none-to-accept = Nu te-a provocat nimeni în acest canal. `/games` îți arată partidele.
lookup-none-to-decline = Nu ai nicio provocare deschisă în acest canal. `/games` îți arată partidele.
lookup-none-to-view = Nu e nicio partidă în desfășurare în acest canal. Începe una cu `/challenge` sau alege una cu `game:`.
lookup-several = Ai mai multe partide care se potrivesc; alege una cu `game:`:
lookup-several-game = { $game }: { $white } – { $black }

## /challenge, /ai, /accept, /decline (challenge.rs)
challenge-bad-clock = { $error }. Variante predefinite: { $presets }.
challenge-ai-unrated = Partidele cu IA nu sunt niciodată cu rating. Scoate `rated:true` ca să joci cu { $bot } sau provoacă o persoană la o partidă cu rating.
challenge-no-thread-permission = Breaker nu poate deschide fire pe acest canal (are nevoie aici de permisiunile „Creează fire publice” și „Trimite mesaje în fire”). Provoacă din nou fără `thread:true` sau roagă un moderator să-i dea lui Breaker aceste permisiuni. Nu a început nicio partidă.
challenge-too-many = Ai deja { $count ->
    [one] { $count } provocare deschisă
    [few] { $count } provocări deschise
   *[other] { $count } de provocări deschise
}: limita e de { $max } pe jucător. Așteaptă să fie acceptată sau refuzată una dintre ele ori retrage una (`/decline game:ID` merge și pe provocarea ta; `/games` le arată), apoi provoacă din nou.
challenge-invite = { $opponent }, { $challenger } te provoacă la **{ $rated ->
    [rated] o partidă de { $kind } { $size } cu rating
   *[other] o partidă de { $kind } { $size }
}** (partida `{ $game }`): { $challenger } joacă cu { FORM($side, "lower") }, tu cu { FORM($other_side, "lower") }, ceas { $clock }. Acceptă sau refuză mai jos, până la { $until }.
challenge-ai-thinking = { $bot } se gândește…
challenge-ai-queued = { $bot } are multe cereri acum: partida ta e la coadă pentru IA ({ $ahead ->
        [one] mai e { $ahead } partidă înaintea ei
        [few] mai sunt { $ahead } partide înaintea ei
       *[other] mai sunt { $ahead } de partide înaintea ei
    }); mutarea vine imediat ce se eliberează un loc.
challenge-ai-your-move = { $player }, e rândul tău: `/move`{ $due }.
challenge-ai-begins = **{ $game }** începe: { $white } – { $black }, IA de nivelul { $level }. { $next }
challenge-begins = **{ $game }** începe: { $white } – { $black }, ceas { $clock }.{ $rated ->
    [rated] {" "}Partidă cu rating.
   *[other] {""}
} { $player }, e rândul tău: `/move`{ $due }.
challenge-declined = { $challenged } a refuzat provocarea trimisă de { $challenger } (partida `{ $game }`).
challenge-withdrawn = { $challenger } și-a retras provocarea către { $challenged } (partida `{ $game }`).
challenge-already-started = Partida #{ $game } a început deja.

## /takeback (takeback.rs)
takeback-rated = Partida #{ $game } e cu rating: mutările se pot lua înapoi doar în partidele amicale.
takeback-already-asked = Ai cerut deja să iei înapoi o mutare în partida #{ $game }: { $opponent } nu a răspuns încă.
takeback-opponent-asked = { $opponent } a cerut deja să ia înapoi o mutare în partida #{ $game }: răspunde cu `/takeback answer:accept` sau `/takeback answer:decline`.
takeback-nothing = Nu ai nicio mutare de luat înapoi în partida #{ $game }.
takeback-ai-refuses = La nivelul { $level }, { $bot } nu acceptă luarea înapoi a mutărilor (doar nivelurile 1–{ $max } o acceptă). Joacă mai departe sau abandonează cu `/resign`.
takeback-asks = **{ $game }** · { $player } cere să ia înapoi **{ $mv }**. { $opponent }, accepți? (`/takeback answer:accept` sau `/takeback answer:decline`; orice mutare anulează cererea.)
takeback-asks-with-reply = **{ $game }** · { $player } cere să ia înapoi **{ $mv }** și răspunsul **{ $reply }**. { $opponent }, accepți? (`/takeback answer:accept` sau `/takeback answer:decline`; orice mutare anulează cererea.)
takeback-no-request = Nu există nicio cerere de luare înapoi la care să răspunzi în partida #{ $game }. Cere una cu `/takeback`.
takeback-own-request = Cererea de luare înapoi e a ta: decide { $player }.
takeback-not-yours = Doar { $player } poate răspunde la cererea de luare înapoi din partida #{ $game }.
takeback-declined = **{ $game }** · { $player } a refuzat cererea de luare înapoi trimisă de { $asker }: mutările rămân.
takeback-took-back = **{ $game }** · { $player } a luat înapoi **{ $mv }**{ $agreed ->
    [ai] {" "}({ $bot } a fost de acord)
   *[other] {""}
}. { $next }
takeback-took-back-with-reply = **{ $game }** · { $player } a luat înapoi **{ $mv }** și răspunsul **{ $reply }**{ $agreed ->
    [ai] {" "}({ $bot } a fost de acord)
   *[other] {""}
}. { $next }
takeback-next-ai = { $bot } se gândește…
takeback-next-player = { $player }, e rândul tău{ $due }.

## Mutările IA (ai.rs)
ai-search-failed = **{ $game }** · { $bot } n-a putut muta: căutarea a eșuat de două ori. { $player }, partida rămâne deschisă; { $bot } încearcă din nou la repornire, iar `/board` arată poziția.
ai-queue-full = { $bot } are acum la coadă { $count ->
    [one] { $count } cerere pentru IA
    [few] { $count } cereri pentru IA
   *[other] { $count } de cereri pentru IA
}, așa că { $undone ->
    [move] mutarea ta nu s-a jucat
    [game] nu a început nicio partidă
    [hint] nu s-a dat niciun indiciu
   *[other] nu s-a făcut nimic
}. Încearcă din nou peste un minut.
ai-too-many-games = Ai { $count ->
    [one] { $count } partidă deschisă
    [few] { $count } partide deschise
   *[other] { $count } de partide deschise
} cu { $bot }: termină sau abandonează mai întâi una dintre ele (`/games`). Limita e de { $max } pe jucător.

## /replay (replay.rs)
replay-too-many = Breaker pregătește deja { $count ->
    [one] { $count } reluare
    [few] { $count } reluări
   *[other] { $count } de reluări
}, cât poate ține la coadă: cere din nou peste un minut. Nu s-a schimbat nimic.
replay-queued = Reluarea partidei **{ $game }** e în lucru ({ $ahead ->
    [one] mai e { $ahead } reluare înaintea ei
    [few] mai sunt { $ahead } reluări înaintea ei
   *[other] mai sunt { $ahead } de reluări înaintea ei
}): apare aici când e gata.
replay-post = Reluarea partidei **{ $game }**: { $white } – { $black }, { $length }.
replay-no-moves = { $kind ->
    [breach] încă nicio tură
   *[other] încă nicio mutare
}
replay-count-turns = { $count ->
    [one] { $count } tură
    [few] { $count } ture
   *[other] { $count } de ture
}

## /export (export.rs)
export-post = Notația partidei **{ $game }**: { $white } – { $black }.

## Butoane (buttons.rs)
button-accept = Acceptă
button-decline = Refuză
button-resign = Abandonează
button-takeback-accept = Acceptă luarea înapoi
button-takeback-decline = Refuză luarea înapoi

## Sugestii de completare (autocomplete.rs)
choice-game = { $game } · { $white } – { $black } · { $state ->
    [challenge] provocare
    [yours] e rândul tău
   *[theirs] e rândul adversarului
}

## Firul unei partide (thread.rs)
thread-name = #{ $game } { $white } – { $black }

## Limita de comenzi (command_rate.rs)
rate-too-fast = Trimiți comenzi prea repede: încetinește și încearcă din nou peste { $wait } s (cel mult { $limit ->
    [one] { $limit } comandă
    [few] { $limit } comenzi
   *[other] { $limit } de comenzi
} la fiecare { $window } s). Nu s-a schimbat nimic.

## Valori de opțiuni citite de consolă
challenge-bad-color = { $typed } nu este o culoare: alege `white` (albele), `black` (negrele) sau `random` (la întâmplare).
command-rate-bad = { $typed } nu este o frecvență de comenzi: scrie NUMĂR/SECUNDE, de ex. `10/10s`.

button-move = Mută
move-form-title = Partida #{ $game }: mutarea ta
move-form-field = Mutarea ta (de ex. b2-b3)

# Doar cel care a cerut-o o vede; $count: câte notițe ale lui sunt în notație.
export-notes = Notația partidei **{ $game }**: { $white } – { $black }, cu notițele tale drept comentarii (notițe: { $count }). Doar tu o vezi.
