# Partide: provocări, mutări, tabla, abandon, luarea înapoi a mutării, timp în plus, reluări, înregistrări.
# Glosar: partidă (game), mutare (move), tură (tura de la Breach), provocare (challenge),
# a accepta/a refuza (accept/decline), a abandona (resign), luarea înapoi a mutării (takeback),
# control al timpului (clock), rezervă (bank), termen (deadline), IA (AI),
# partidă cu rating/amicală (rated/casual), reluare animată (replay GIF), înregistrare (record),
# concediu (vacation), rând orizontal (rank), marcaj (marker).
# Culorile ($side, $winner, $loser ca text) sunt la nominativ: „Albul”, „Negrul”.

## Expresii comune
phrase-title = #{ $game } { $kind } { $size }
phrase-next-move = { $kind ->
    [breach] tura
   *[other] mutarea
} { $number }
phrase-to-move = { $side ->
    [white] Mută Albul
   *[other] Mută Negrul
} · { $kind ->
    [breach] tura
   *[other] mutarea
} { $number }
phrase-draw = Remiză
phrase-win-far-row = { $winner } câștigă: o piesă a ajuns pe rândul { $rank }
phrase-win-all-captured = { $winner } câștigă: toate piesele { $loser ->
    [white] Albului
   *[other] Negrului
} au fost capturate
phrase-win-board-full = { $winner } câștigă: tabla este plină, marcaje { $marker } la { $other_marker }
phrase-win-record = { $winner } câștigă: un rând de { $size } a atins capătul scorului
phrase-win-resignation = { $winner } câștigă: { $loser } a abandonat
phrase-win-timeout = { $winner } câștigă: { $loser } a rămas fără timp
phrase-win-adjudication = { $winner } câștigă: decizia unui moderator
phrase-win-other = { $winner } câștigă
phrase-voided = Anulată de un moderator: fără rezultat
phrase-aborted = Întreruptă: { $side } n-a mutat niciodată, fără rezultat
phrase-expired = Provocare expirată
phrase-declined = Provocare refuzată
phrase-over = Încheiată
phrase-player = { $player } ({ $side })
phrase-clock = { $clock } ({ $base } pe mutare)
phrase-clock-increment = { $clock } (rezervă { $base }, +{ $increment } pe mutare)
phrase-due = , termen { $time }

## /board
board-status-away = { $status } · { $player } în concediu până la { $date }
board-bad-view = { $view } nu este o parte din care să privești: folosește `view:white` sau `view:black`.
board-state-pending = se așteaptă ca { $player } să accepte
board-state-expired = provocare expirată
board-state-declined = provocare refuzată
board-state-active = mută { $player } · { $next }
board-state-active-due = mută { $player } · { $next } · termen { $time }
board-state-finished = **{ $result }**
board-post = **{ $game }** · { $white } contra { $black } · { $state }
board-post-last-move = **{ $game }** · { $white } contra { $black } · { $state } · ultima mutare { $last }

## /move
play-played = **{ $game }** · { $player } a mutat **{ $mv }**.
play-result-win = { $played } **{ $result }.** { $winner } îl învinge pe { $loser }.
play-result = { $played } **{ $result }.**
play-ai-thinking = { $played } { $bot } se gândește…
play-ai-queued = { $played } { $bot } este ocupat: partida ta așteaptă la IA ({ $ahead } înaintea ei); mutarea vine imediat ce se eliberează.
play-your-move = { $played } { $player } ({ $side }), e rândul tău{ $due }.
play-not-started = Partida #{ $game } nu a început: { $player } nu a acceptat încă.
play-game-over = Partida #{ $game } s-a încheiat.
play-game-declined = Partida #{ $game } a fost refuzată.

## /resign
resign-confirm = Abandonezi **{ $game }** contra lui { $opponent }? Nu se poate anula: apasă Abandonează pentru a confirma.
resign-post = **{ $game }** · { $player } a abandonat. **{ $result }.** { $winner } îl învinge pe { $loser }.

## /moretime
more-time-bad-days = Poți da între 1 și { $max } zile o dată, nu { $days }.
more-time-your-move = E rândul tău în partida #{ $game }: doar adversarul îți poate da timp în plus. Mută cu `/move`.
more-time-used-up = Partida #{ $game } a primit deja tot timpul în plus permis (7 zile).
more-time-at-most = Partida #{ $game } poate primi cel mult 7 zile de timp în plus în total; s-au dat deja { $given }, deci cel mult încă { $left }.
more-time-no-deadline = Partida #{ $game } nu are niciun termen de prelungit.
more-time-given = **{ $game }** · { $giver } îi dă lui { $player } ({ $side }) **încă { $days ->
    [one] { $days } zi
    [few] { $days } zile
   *[other] { $days } de zile
}**: timpul expiră acum { $time }. Timp în plus în această partidă: { $total } din 7 zile.
more-time-given-paused = **{ $game }** · { $giver } îi dă lui { $player } ({ $side }) **încă { $days ->
    [one] { $days } zi
    [few] { $days } zile
   *[other] { $days } de zile
}**: partida așteaptă sfârșitul unui concediu; când se reia, { $player } va avea { $left }. Timp în plus în această partidă: { $total } din 7 zile.

## Găsirea partidei
lookup-none-to-play = Nu ai nicio partidă în desfășurare în acest canal. Începe una cu `/challenge` (sau `/ai`); `/games` îți arată partidele.
lookup-none-to-accept = Nimeni nu te-a provocat în acest canal. `/games` îți arată partidele.
lookup-none-to-decline = Nu ai nicio provocare deschisă în acest canal. `/games` îți arată partidele.
lookup-none-to-view = Nu este nicio partidă în desfășurare în acest canal. Începe una cu `/challenge` sau numește una cu `game:`.
lookup-several = Se potrivesc mai multe partide; spune care cu `game:`:
lookup-several-game = { $game }: { $white } contra { $black }

## /challenge, /ai, /accept, /decline
challenge-bad-clock = { $error }. Variante gata făcute: { $presets }.
challenge-ai-unrated = Partidele contra IA nu contează niciodată la rating. Scoate `rated:true` ca să joci cu { $bot } sau provoacă o persoană la o partidă cu rating.
challenge-rated-in-dm = Partidele cu rating contează în ratingul unui server, așa că se joacă pe un canal al serverului, nu în mesaje directe. Provoacă acolo cu `rated:true` sau scoate opțiunea aici.
challenge-too-many = Ai deja { $count ->
    [one] { $count } provocare deschisă
    [few] { $count } provocări deschise
   *[other] { $count } de provocări deschise
}: limita este { $max } pe jucător. Așteaptă să fie una acceptată sau refuzată ori retrage una (`/decline game:ID` merge și pe provocarea ta; `/games` le arată), apoi provoacă din nou.
challenge-invite = { $opponent }, { $challenger } te provoacă la **{ $rated ->
    [rated] o partidă cu rating de { $kind } { $size }
   *[other] { $kind } { $size }
}** (partida `{ $game }`): { $challenger } joacă cu { $side }, tu joci cu { $other_side }, control al timpului { $clock }. Acceptă sau refuză mai jos; provocarea expiră { $until }.
challenge-ai-thinking = { $bot } se gândește…
challenge-ai-queued = { $bot } este ocupat: partida ta așteaptă la IA ({ $ahead } înaintea ei); mutarea vine imediat ce se eliberează.
challenge-ai-your-move = { $player }, e rândul tău: `/move`{ $due }.
challenge-ai-begins = **{ $game }** începe: { $white } contra { $black }, IA de nivelul { $level }. { $next }
challenge-begins = **{ $game }** începe: { $white } contra { $black }, control al timpului { $clock }.{ $rated ->
    [rated] {" "}Cu rating.
   *[other] {""}
} { $player }, e rândul tău: `/move`{ $due }.
challenge-declined = { $challenged } a refuzat provocarea lui { $challenger } (partida `{ $game }`).
challenge-withdrawn = { $challenger } și-a retras provocarea către { $challenged } (partida `{ $game }`).
challenge-already-started = Partida #{ $game } a început deja.

## /takeback
takeback-rated = Partida #{ $game } este cu rating: mutările se iau înapoi doar în partidele amicale.
takeback-already-asked = Ai cerut deja să iei înapoi o mutare în partida #{ $game }: { $opponent } nu a răspuns încă.
takeback-opponent-asked = { $opponent } a cerut deja să ia înapoi o mutare în partida #{ $game }: răspunde cu `/takeback answer:accept` sau `/takeback answer:decline`.
takeback-nothing = Nu ai nicio mutare de luat înapoi în partida #{ $game }.
takeback-ai-refuses = { $bot } la nivelul { $level } nu permite luarea înapoi a mutărilor (nivelurile 1–{ $max } o permit). Joacă mai departe sau abandonează cu `/resign`.
takeback-asks = **{ $game }** · { $player } cere să ia înapoi **{ $mv }**. { $opponent }, accepți? (`/takeback answer:accept` sau `/takeback answer:decline`; orice mutare anulează cererea.)
takeback-asks-with-reply = **{ $game }** · { $player } cere să ia înapoi **{ $mv }** și răspunsul **{ $reply }**. { $opponent }, accepți? (`/takeback answer:accept` sau `/takeback answer:decline`; orice mutare anulează cererea.)
takeback-no-request = Nu există nicio cerere de luare înapoi la care să răspunzi în partida #{ $game }. Cere una cu `/takeback`.
takeback-own-request = Ai cerut tu însuți această luare înapoi: decide { $player }.
takeback-not-yours = Doar { $player } poate răspunde la cererea de luare înapoi din partida #{ $game }.
takeback-declined = **{ $game }** · { $player } a refuzat cererea lui { $asker } de a lua înapoi: mutările rămân.
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

## Mutările IA
ai-search-failed = **{ $game }** · { $bot } nu a putut muta: căutarea a eșuat de două ori. { $player }, partida rămâne deschisă; { $bot } încearcă din nou la repornire, iar `/board` arată poziția.
ai-queue-full = { $bot } este ocupat: acum { $count ->
    [one] așteaptă { $count } cerere
    [few] așteaptă { $count } cereri
   *[other] așteaptă { $count } de cereri
} la IA, așa că { $undone ->
    [move] mutarea ta nu a fost jucată
    [game] nu a început nicio partidă
    [hint] nu s-a dat niciun indiciu
   *[other] nu s-a făcut nimic
}. Încearcă din nou peste un minut.
ai-too-many-games = Ai { $count ->
    [one] { $count } partidă deschisă
    [few] { $count } partide deschise
   *[other] { $count } de partide deschise
} contra lui { $bot }: termină sau abandonează una mai întâi (`/games`). Limita este { $max } pe jucător.

## /replay
replay-too-many = Se fac acum { $count ->
    [one] { $count } reluare
    [few] { $count } reluări
   *[other] { $count } de reluări
}, cât pune Breaker în așteptare cel mult: cere din nou peste un minut. Nu s-a schimbat nimic.
replay-queued = Reluarea partidei **{ $game }** se face ({ $ahead } înaintea ei): va fi postată aici când e gata.
replay-post = Reluarea partidei **{ $game }**: { $white } contra { $black }, { $length }.
replay-no-moves = { $kind ->
    [breach] nicio tură încă
   *[other] nicio mutare încă
}
replay-count-turns = { $count ->
    [one] { $count } tură
    [few] { $count } ture
   *[other] { $count } de ture
}

## /export
export-post = Înregistrarea partidei **{ $game }**: { $white } contra { $black }.

## Butoane
button-accept = Acceptă
button-decline = Refuză
button-resign = Abandonează
button-takeback-accept = Acceptă luarea înapoi
button-takeback-decline = Refuză luarea înapoi

## Sugestii de completare
choice-game = { $game } · { $white } contra { $black } · { $state ->
    [challenge] provocare
    [yours] e rândul tău
   *[theirs] e rândul lor
}

## Firul partidei
thread-name = #{ $game } { $white } contra { $black }

## Limita de comenzi
rate-too-fast = Trimiți comenzi prea repede: încetinește și încearcă din nou peste { $wait } s (cel mult { $limit ->
    [one] { $limit } comandă
    [few] { $limit } comenzi
   *[other] { $limit } de comenzi
} la fiecare { $window } s). Nu s-a schimbat nimic.

## Valori de opțiuni citite de consolă
challenge-bad-color = { $typed } nu este o culoare: alege `white` (albul), `black` (negrul) sau `random` (la întâmplare).
command-rate-bad = { $typed } nu este o frecvență de comenzi: scrie NUMĂR/SECUNDE, de ex. `10/10s`.
