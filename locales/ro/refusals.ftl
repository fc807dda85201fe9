# Refuzuri: ce n-a mers și ce e de făcut; le vede doar cel care a dat comanda.
# Glosar: partidă (game), mutare (move), piesă (piece), piatră (stone), câmp (site/square),
# înlocuire (replacement), rând (rank), coloană (file), control al timpului (clock),
# rezervă (bank), increment (increment).
refusal-bad-game-ref = { $typed } nu este un număr de partidă. Folosește numărul afișat la partidă (de ex. `12`); `/games` le arată.
refusal-unknown-game = Aici nu există partida #{ $game }. `/games` arată partidele din acest canal și pe ale tale.
refusal-not-a-player = Nu joci în partida #{ $game }. Oricine se poate uita cu `/board game:{ $game }`.
refusal-not-your-turn = Nu e rândul tău în partida #{ $game }: mută { $player }. Vei fi anunțat când e rândul tău.
refusal-wrong-channel = Partida #{ $game } se joacă în { $channel }: mută acolo.
# $why: restul propoziției, de ex. „is not finished: …”.
refusal-illegal = Mutarea nu este posibilă în partida #{ $game }: { $error }. `/board game:{ $game }` arată poziția; opțiunea `move` sugerează mutări legale pe măsură ce scrii.
refusal-bad-days = { $days } pe mutare nu se poate: alege între 1 zi și { $max }.
refusal-bad-level = Nu există nivelul de IA { $level }: alege de la { $min } (începător) la { $max } (cel mai puternic).
refusal-self-challenge = Nu te poți provoca singur. Provoacă alt membru sau joacă cu IA prin `/ai`.
refusal-bot-challenge = Boții nu pot juca. Provoacă o persoană, provoacă-l pe { $bot } (IA lui Breaker) sau folosește `/ai`.
refusal-not-challenged = Doar { $player } poate accepta partida #{ $game }: provocarea îi aparține. Provoacă pe cineva tu însuți cu `/challenge`.
refusal-position-changed = Poziția s-a schimbat cât timp comanda ta era pe drum: uită-te din nou la tablă (`/board game:{ $game }`) și reîncearcă.
refusal-unknown-button = Acest buton nu mai funcționează. Folosește comanda corespunzătoare.

## Dimensiuni de tablă
refusal-bad-size = Dimensiune de tablă neacceptată: { $detail }. O dimensiune pentru { $kind } este { $help }; omite-o pentru { $default }.
refusal-bad-size-other = { $why }. O dimensiune pentru { $kind } este { $help }; omite-o pentru { $default }.
refusal-size-help = { $kind ->
    [breach] un număr de la 5 la 19 (de ex. 10)
   *[other] lățime x înălțime, de la 2x4 la 16x16 (de ex. 8x8)
}
refusal-size-breach-range = Breach se joacă pe table de la { $min } la { $max }, nu { $size }
refusal-size-breakthrough-range = { $size }: tablele de Breakthrough au între { $min_width } și { $max_width } coloane și între { $min_height } și { $max_height } rânduri
refusal-size-breakthrough-syntax = `{ $size }`: scrie dimensiunea ca lățime x înălțime, de ex. 8x8
refusal-size-breach-square = `{ $size }`: tablele de Breach sunt pătrate: un număr de la 5 la 19 (de ex. 10)
refusal-size-breach-syntax = `{ $size }`: o dimensiune de Breach este un număr de la 5 la 19 (de ex. 10)
refusal-size-too-large = { $size }: tablele au cel mult { $max }
refusal-unknown-game-kind = { $game } nu este un joc: jocurile sunt Breakthrough și Breach
refusal-position-text = notație de poziție greșită: { $detail }

## Mutări
refusal-move-syntax = `{ $text }` nu este o mutare: { $hint }
refusal-move-off-board = { $square } este în afara tablei de { $board }
refusal-move-occupied = { $square } nu este liber
refusal-move-no-piece = nu există { $thing ->
    [stone] nicio piatră { $color ->
        [white] albă
       *[other] neagră
    }
   *[other] nicio piesă { $color ->
        [white] albă
       *[other] neagră
    }
} pe { $square }
refusal-move-illegal = { $mv } nu este o mutare legală: { $why }
refusal-move-no-replacement = poți înlocui o piatră doar imediat după ce adversarul a stabilit un nou scor record
refusal-move-game-over = partida s-a încheiat
refusal-hint-both = { $hint }; { $extra }
refusal-hint-site = un câmp este o literă și un număr
refusal-hint-x = `x` se pune chiar înaintea pietrei de înlocuit
refusal-hint-breakthrough = scrie câmpul de pe care pleacă piesa și câmpul pe care ajunge, de ex. `b2-b3` sau `c4xd5`
refusal-hint-one-site = dă un câmp, de ex. `e5`
refusal-hint-two-sites = dă 2 câmpuri, de ex. `d4 e5`
refusal-hint-two-sites-or-replace = dă 2 câmpuri, de ex. `d4 e5`, sau un câmp și o piatră de înlocuit, de ex. `d4 xe5`
refusal-hint-wrong-game = nu este o mutare de { $kind }
refusal-why-forward = piesele mută un câmp înainte, drept sau în diagonală
refusal-why-different-sites = pune cele 2 pietre pe 2 câmpuri diferite
refusal-why-own-piece = pe { $square } e propria ta piesă
refusal-why-straight-capture = mutările drepte nu capturează niciodată, iar { $square } e ocupat
refusal-why-nothing-to-capture = nu e nimic de capturat pe { $square }; scrie { $mv }
refusal-stones-two = pune 2 pietre, de ex. `d4 e5`
refusal-stones-two-or-replace = pune 2 pietre, de ex. `d4 e5`, sau 1 piatră și înlocuiește 1, de ex. `d4 xe5`
refusal-stones-two-not-more = pune 2 pietre, de ex. `d4 e5`, nu mai multe
refusal-stones-two-or-replace-not-more = pune 2 pietre, de ex. `d4 e5`, sau 1 piatră și înlocuiește 1, de ex. `d4 xe5`, nu mai multe
refusal-stones-opening = Albul deschide cu 1 piatră, de ex. `e5`
refusal-stones-one-replace = înlocuiește doar 1 piatră, de ex. `d4 xe5`
refusal-stones-with-replacement = pe lângă înlocuire, pune și 1 piatră, de ex. `d4 xe5`
refusal-stones-only-one = cu o înlocuire, pune doar 1 piatră, de ex. `d4 xe5`
refusal-stones-last-site = a rămas un singur câmp liber: pune 1 piatră, `{ $site }`

## Controlul timpului
refusal-time-duration = `{ $text }` nu este o durată: scrie un număr și o unitate, m, h sau d, care se pot combina (`3d`, `36h`, `2d3h`)
refusal-time-clock = `{ $text }` nu este un control al timpului: scrie `3d` (zile pe mutare) sau `3d+1d` (o rezervă care crește cu o zi la fiecare mutare)
refusal-time-range = Timpul unui control trebuie să fie între 1 oră și 60 de zile, nu `{ $text }`
refusal-time-increment = În `{ $clock }` incrementul trebuie să fie de cel puțin 1 minut și cel mult rezerva ({ $base }): o rezervă nu depășește niciodată valoarea inițială, așa că un increment mai mare n-ar putea fi folosit
