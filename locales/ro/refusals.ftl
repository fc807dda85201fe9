# Refuzuri: ce n-a mers și ce e de făcut, arătate doar celui care a dat comanda
# (src/service/refusal.rs), și cuvintele erorilor jocurilor (src/games/: mutări, mărimi de
# tablă) și ale textelor de ceas.
# Glosar: partidă (game), mutare (move), piesă (piece), piatră (stone), câmp (square,
# Breakthrough), căsuță (site, Breach), înlocuire (replacement), rând (rank), coloană
# (file), ceas (clock), rezervă (bank), adaos (increment), mărime (board size).
refusal-bad-game-ref = { $typed } nu este un număr de partidă. Folosește numărul afișat lângă partidă (de ex. `12`); `/games` le arată.
refusal-unknown-game = Aici nu există partida #{ $game }. `/games` arată partidele din acest canal și pe ale tale.
refusal-not-a-player = Nu joci în partida #{ $game }. Oricine o poate urmări cu `/board game:{ $game }`.
refusal-not-your-turn = Nu e rândul tău în partida #{ $game }: la mutare e { $player }. Te anunț eu când vine rândul tău.
refusal-wrong-channel = Partida #{ $game } se joacă în { $channel }: mută acolo.
# $error: restul propoziției, de ex. „partida s-a încheiat”.
refusal-illegal = Mutarea nu e posibilă în partida #{ $game }: { $error }. `/board game:{ $game }` arată poziția; opțiunea `move:` îți sugerează mutări legale pe măsură ce scrii.
refusal-bad-days = Nu se pot da { $days } pe mutare: alege de la 1 la { $max }.
refusal-bad-level = Nu există nivelul { $level } de IA: alege de la { $min } (începător) la { $max } (cel mai puternic).
refusal-self-challenge = Nu te poți provoca pe tine. Provoacă alt membru sau joacă cu IA: `/ai`.
refusal-bot-challenge = Boții nu pot juca. Provoacă o persoană sau joacă cu IA lui Breaker ({ $bot } sau `/ai`).
refusal-not-challenged = Doar { $player } poate accepta partida #{ $game }: provocarea îi este adresată. Provoacă și tu pe cineva, cu `/challenge`.
refusal-position-changed = Poziția s-a schimbat cât timp comanda ta era pe drum: uită-te din nou la tablă (`/board game:{ $game }`) și reîncearcă.
refusal-unknown-button = Acest buton nu mai funcționează. Folosește în schimb comanda corespunzătoare.

## Mărimi de tablă
refusal-bad-size = Mărime de tablă neacceptată: { $detail }. La { $kind }, mărimea este { $help }; dacă o omiți, se folosește { $default }.
refusal-bad-size-other = { $why }. La { $kind }, mărimea este { $help }; dacă o omiți, se folosește { $default }.
refusal-size-help = { $kind ->
    [breach] un număr de la { $smallest } la { $largest } (de ex. { $example })
   *[other] lățime x înălțime, de la { $smallest } la { $largest } (de ex. { $example })
}
refusal-size-breach-range = Breach se joacă pe table de la { $min } la { $max }, nu { $size }
refusal-size-breakthrough-range = { $size }: tablele de Breakthrough au între { $min_width } și { $max_width } coloane și între { $min_height } și { $max_height } rânduri
refusal-size-breakthrough-syntax = `{ $size }`: scrie mărimea ca lățime x înălțime, de ex. 8x8
refusal-size-breach-square = `{ $size }`: tablele de Breach sunt pătrate, deci mărimea e un singur număr de la 5 la 19 (de ex. 10)
refusal-size-breach-syntax = `{ $size }`: la Breach, mărimea e un număr de la 5 la 19 (de ex. 10)
refusal-size-too-large = { $size }: tablele au cel mult { $max }
refusal-unknown-game-kind = { $game } nu e un joc cunoscut: jocurile sunt Breakthrough și Breach
refusal-position-text = notație de poziție greșită: { $detail }

## Mutări
refusal-move-syntax = `{ $text }` nu este o mutare: { $hint }
refusal-move-off-board = { $square } e în afara tablei de { $board }
refusal-move-occupied = pe { $square } nu mai e loc
refusal-move-no-piece = nu e nicio { $thing ->
    [stone] piatră { $color ->
        [white] albă
       *[other] neagră
    }
   *[other] piesă { $color ->
        [white] albă
       *[other] neagră
    }
} pe { $square }
refusal-move-illegal = { $mv } nu e o mutare legală: { $why }
refusal-move-no-replacement = poți înlocui o piatră doar imediat după ce adversarul a stabilit un nou record
refusal-move-game-over = partida s-a încheiat
refusal-hint-both = { $hint }; { $extra }
refusal-hint-site = o căsuță se scrie ca o literă urmată de un număr
refusal-hint-x = `x` se pune chiar înaintea pietrei de înlocuit
refusal-hint-breakthrough = scrie câmpul de pe care pleacă piesa și câmpul pe care ajunge, de ex. `b2-b3` sau `c4xd5`
refusal-hint-one-site = indică o căsuță, de ex. `e5`
refusal-hint-two-sites = indică 2 căsuțe, de ex. `d4 e5`
refusal-hint-two-sites-or-replace = indică 2 căsuțe, de ex. `d4 e5`, sau o căsuță și o piatră de înlocuit, de ex. `d4 xe5`
refusal-hint-wrong-game = asta nu e o mutare de { $kind }
refusal-why-forward = piesele avansează un câmp, drept sau în diagonală
refusal-why-different-sites = pune cele 2 pietre în 2 căsuțe diferite
refusal-why-own-piece = pe { $square } e o piesă de-a ta
refusal-why-straight-capture = mutările drepte nu capturează niciodată, iar câmpul { $square } e ocupat
refusal-why-nothing-to-capture = pe { $square } nu e nimic de capturat; scrie { $mv }
refusal-stones-two = pune 2 pietre, de ex. `d4 e5`
refusal-stones-two-or-replace = pune 2 pietre, de ex. `d4 e5`, sau 1 piatră și înlocuiește 1, de ex. `d4 xe5`
refusal-stones-two-not-more = pune 2 pietre, de ex. `d4 e5`, nu mai multe
refusal-stones-two-or-replace-not-more = pune 2 pietre, de ex. `d4 e5`, sau 1 piatră și înlocuiește 1, de ex. `d4 xe5`, nu mai multe
refusal-stones-opening = albele deschid cu 1 piatră, de ex. `e5`
refusal-stones-one-replace = înlocuiește o singură piatră, de ex. `d4 xe5`
refusal-stones-with-replacement = pe lângă înlocuire, pune și 1 piatră, de ex. `d4 xe5`
refusal-stones-only-one = cu înlocuire, pui o singură piatră, de ex. `d4 xe5`
refusal-stones-last-site = a mai rămas o singură căsuță liberă: pune 1 piatră, `{ $site }`

## Texte de ceas
refusal-time-duration = `{ $text }` nu este o durată: scrie un număr și o unitate, `m` (minute), `h` (ore) sau `d` (zile), eventual combinate (`3d`, `36h`, `2d3h`)
refusal-time-clock = `{ $text }` nu este o valoare validă de ceas: scrie `3d` (zile pe mutare) sau `3d+1d` (o rezervă care crește cu o zi la fiecare mutare)
refusal-time-range = Timpul unui ceas trebuie să fie între 1 oră și 60 de zile, nu `{ $text }`
refusal-time-increment = În `{ $clock }` adaosul trebuie să fie de cel puțin 1 minut și cel mult cât rezerva ({ $base }): rezerva nu crește niciodată peste valoarea de pornire, deci un adaos mai mare n-ar putea fi folosit
refusal-move-latin = { $typed } nu este o mutare în partida #{ $game }: mutările se scriu cu litere latine și cifre, de ex. { $example }.
