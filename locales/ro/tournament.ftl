# Turnee: `/tournament …`, `/tournament-admin …`, tabelul clasamentului (text și PNG) și
# mesajele care duc un turneu mai departe.
# Glosar: turneu, fiecare cu fiecare (round robin), fiecare cu fiecare tur-retur (double
# round robin), sistem elvețian (swiss), ligă (league), sezon, rundă (round), masă (board),
# perechi (pairings), număr de start (pairing number), rundă liberă (bye), a se retrage (withdraw),
# neprezentare (forfeit), clasament (standings), tabel (crosstable), departajări
# (tie-breaks): meci direct, Sonneborn-Berger, număr de victorii, Buchholz, Buchholz Cut-1.

tournament-needs-server = Turneele țin de un server: folosește comanda pe un server.
tournament-unknown-none = Pe acest server nu există niciun turneu numit { $tournament }. Deocamdată serverul nu are niciun turneu (un moderator poate crea unul cu `/tournament-admin create`).
tournament-unknown = Pe acest server nu există niciun turneu numit { $tournament }. Turneele de aici: { $tournaments }.
tournament-format = { $format ->
        [round-robin] fiecare cu fiecare
        [double-round-robin] fiecare cu fiecare tur-retur
        [swiss] sistem elvețian
       *[league] ligă
    }
tournament-status = { $status ->
        [open] deschis
        [running] în desfășurare
        [finished] încheiat
       *[cancelled] anulat
    }
tournament-schedule = { $schedule ->
        [rounds] rundă cu rundă
       *[at-once] toate partidele deodată
    }
tournament-settings = { $format } · { $game } { $size } · ceas { $clock } · { $rated ->
        [yes] cu rating
       *[no] fără rating
    } · { $schedule }
tournament-settings-league = { $format } · { $game } { $size } · ceas { $clock } · { $rated ->
        [yes] cu rating
       *[no] fără rating
    } · { $schedule } · ligi de câte { $league_size }, { $up } urcă, { $down } coboară, pauză de { $pause } între sezoane

## /tournament join, leave, withdraw
tournament-join-closed = Turneul { $tournament } { $state ->
        [started] a început
       *[ended] s-a încheiat
    }: înscrierile sunt închise.
tournament-join-bot = Partidele de turneu se joacă între oameni.
tournament-join-full = Turneul { $tournament } e complet ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }).
tournament-join-already = Te-ai înscris deja la turneul { $tournament }.
tournament-joined = { $player } s-a înscris la turneul { $tournament } ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }).
tournament-joined-league = { $player }, te-ai înscris la turneul { $tournament } ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }): începi din sezonul următor (sezonul { $season }), în liga cea mai de jos.
tournament-leave-not-entered = Nu te-ai înscris la turneul { $tournament }.
tournament-left = { $player } iese din turneul { $tournament }.
tournament-leaves-later = { $player } iese din turneul { $tournament } (ligă) după sezonul { $season }: partidele din acest sezon contează în continuare.
tournament-leave-started = Turneul { $tournament } a început: dacă nu mai vrei să joci, retrage-te cu `/tournament withdraw name:{ $name }` (regula FIDE pentru retrageri decide ce se întâmplă cu rezultatele tale).
tournament-withdraw-confirm = Te retragi din turneul { $tournament }? E definitiv: partidele tale în curs de acolo se pierd prin neprezentare, iar într-un turneu fiecare cu fiecare, dacă ai jucat mai puțin de jumătate din partide, toate rezultatele tale se șterg (altfel, partidele rămase se pierd prin neprezentare). Ca să confirmi: { $command }.
tournament-withdraw-button = Retrage-te
tournament-withdraw-not-entered = { $player } nu figurează printre participanții turneului { $tournament }: nu are din ce să se retragă.
tournament-withdraw-already = { $player } s-a retras deja din turneul { $tournament }.
tournament-withdraw-not-started = Turneul { $tournament } nu a început pentru { $player }: pentru ieșire folosește `/tournament leave name:{ $name }`.
tournament-withdrew = { $player } s-a retras din turneul { $tournament }{ $forfeited ->
        [0] .
        [one] {" "}({ $forfeited } partidă în curs pierdută prin neprezentare).
        [few] {" "}({ $forfeited } partide în curs pierdute prin neprezentare).
       *[other] {" "}({ $forfeited } de partide în curs pierdute prin neprezentare).
    }
tournament-withdrew-swiss = Nu mai intră în perechi; rezultatele sale rămân valabile.
tournament-withdrew-fide = După regula FIDE, dacă a jucat mai puțin de jumătate din partide, toate rezultatele sale se șterg; altfel, partidele rămase se pierd prin neprezentare.

## /tournament-admin
tournament-admin-bad-name = Numele unui turneu are între 1 și 40 de caractere, fără `:`. Nu s-a creat nimic.
tournament-admin-bad-format = { $format } nu e un format: alege `round-robin`, `double-round-robin`, `swiss` sau `league`. Nu s-a creat nimic.
tournament-admin-bad-game = { $game } nu e un joc: alege `breakthrough` sau `breach`. Nu s-a creat nimic.
tournament-admin-bad-size = { $error }. La { $game }, mărimea este { $help }. Nu s-a creat nimic.
tournament-admin-bad-schedule = { $schedule } nu e un program: alege `at-once` (toate partidele încep deodată) sau `rounds` (runda k+1 începe când se termină runda k). Nu s-a creat nimic.
tournament-admin-rounds-swiss = `rounds:` e doar pentru turneele în sistem elvețian: la fiecare cu fiecare, rundele vin din tabelul Berger. Nu s-a creat nimic.
tournament-admin-bad-league-size = `league-size:` trebuie să fie între 3 și 20. Nu s-a creat nimic.
tournament-admin-bad-up-down = `up:` și `down:` trebuie să fie împreună între 1 și { $most } (mai puțin decât { $size ->
        [one] { $size } jucător
        [few] cei { $size } jucători
       *[other] cei { $size } de jucători
    } ai ligii). Nu s-a creat nimic.
tournament-admin-league-at-once = O ligă își joacă fiecare sezon deodată (`schedule:at-once`). Nu s-a creat nimic.
tournament-admin-league-options = `league-size:`, `up:` și `down:` sunt doar pentru ligi (`format:league`). Nu s-a creat nimic.
tournament-admin-settings = { $format }, { $game } { $size }, ceas { $clock }, { $rated ->
        [yes] cu rating
       *[no] fără rating
    }, { $schedule }
tournament-admin-settings-league = { $format }, { $game } { $size }, ceas { $clock }, { $rated ->
        [yes] cu rating
       *[no] fără rating
    }, { $schedule }, ligi de câte { $league_size }, { $up } urcă, { $down } coboară
tournament-admin-name-taken = Serverul are deja un turneu numit { $tournament }. Nu s-a creat nimic.
tournament-admin-created = Turneul { $tournament } (numărul { $number }) a fost creat: { $settings }. Jucătorii se înscriu cu `/tournament join name:{ $name }`; un moderator îl pornește cu `/tournament-admin start name:{ $name }`.
tournament-admin-log-created = { $moderator } a creat turneul { $tournament }: { $settings }.
tournament-admin-start-not-open = Turneul { $tournament } a început deja (e { $status }). Nu s-a schimbat nimic.
tournament-admin-too-few = Turneul { $tournament } are { $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }: îi trebuie cel puțin { $least } ca să înceapă. Nu s-a schimbat nimic.
tournament-admin-too-many = Un turneu fiecare cu fiecare e pentru cel mult { $most ->
        [one] { $most } jucător
        [few] { $most } jucători
       *[other] { $most } de jucători
    } (înscriși: { $count }): folosește în schimb o ligă. Nu s-a schimbat nimic.
tournament-admin-already-started = Turneul { $tournament } a început deja.
tournament-admin-started = Turneul { $tournament } a început, cu { $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }.
tournament-admin-log-started = { $moderator } a pornit turneul { $tournament }.
tournament-admin-bad-outcome = { $outcome } nu e un rezultat: alege `white`, `black` sau `void`. Nu s-a schimbat nimic.
tournament-admin-not-tournament-game = Partida #{ $game } nu e o partidă de turneu de pe acest server: `/tournament games name:…` le arată. Nu s-a schimbat nimic.
tournament-admin-decided = Partida #{ $game } (turneul { $tournament }, runda { $round }) e acum { $outcome } (înainte: { $was }). { $rated ->
        [yes] Clasamentul și ratingurile grupului ({ $count ->
            [one] { $count } partidă cu rating
            [few] { $count } partide cu rating
           *[other] { $count } de partide cu rating
        }) au fost recalculate.
       *[no] Clasamentul a fost recalculat.
    }
tournament-admin-log-decided = { $moderator } a stabilit rezultatul partidei #{ $game } din turneul { $tournament }: { $outcome } (înainte: { $was }).
tournament-admin-log-withdrew = { $moderator } a retras din turneul { $tournament }: { $player }.
tournament-admin-already-over = Turneul { $tournament } e deja { $status }. Nu s-a schimbat nimic.
tournament-admin-cancelled = Turneul { $tournament } e anulat: nu mai urmează runde sau sezoane; partidele în curs se termină ca partide obișnuite.
tournament-admin-log-cancelled = { $moderator } a anulat turneul { $tournament }.

## /tournament list, info
tournament-list-none = Serverul nu are încă niciun turneu: un moderator poate crea unul cu `/tournament-admin create`.
tournament-list-head = Turneele acestui server:
tournament-list-row = { $tournament } (numărul { $number }) · { $status } · { $settings }
tournament-info-head = Turneul { $tournament } (numărul { $number }): { $settings }.
tournament-info-open = Înscrierile sunt deschise.
tournament-info-between-seasons = Sezonul { $season } s-a încheiat; începutul sezonului { $next }: { $time }.
tournament-info-running = În desfășurare: { $done } din { $count ->
        [one] { $count } partidă decisă
        [few] { $count } partide decise
       *[other] { $count } de partide decise
    }.
tournament-info-running-season = În desfășurare, sezonul { $season }: { $done } din { $count ->
        [one] { $count } partidă decisă
        [few] { $count } partide decise
       *[other] { $count } de partide decise
    }.
tournament-info-running-round = În desfășurare, runda { $round }: { $done } din { $count ->
        [one] { $count } partidă decisă
        [few] { $count } partide decise
       *[other] { $count } de partide decise
    }.
tournament-info-status = Turneul e { $status }.
tournament-info-players = { $count ->
        [one] { $count } jucător:
        [few] { $count } jucători:
       *[other] { $count } de jucători:
    }
tournament-note-pairing = numărul de start { $number }
tournament-note-league = liga { $league }
tournament-note-withdrew = s-a retras
tournament-note-leaves = pleacă după acest sezon

## /tournament standings: textul, plus titlul și capetele de coloană ale tabelului
tournament-standings-not-started = Turneul { $tournament } nu a început: încă nu există clasament. `/tournament info name:{ $name }` arată cine s-a înscris.
tournament-standings-head = **Turneul { $tournament }** · { $status } · sezonul { $season }
tournament-standings-league = **Liga { $league }**
tournament-standings-title = { $tournament } · { $game } { $size } · { $format }
tournament-standings-title-league = { $tournament } · sezonul { $season } · liga { $league }
tournament-standings-order = Ordinea: puncte, apoi { $tiebreaks }. `+`/`-`: câștig/pierdere prin neprezentare; `*`: partidă în curs.
tournament-column-player = Jucător
tournament-column-points = Pct
tournament-withdrawn-name = { $player } (s-a retras)
tournament-tiebreak = { $tiebreak ->
        [direct-encounter] meci direct
        [sonneborn-berger] Sonneborn-Berger
        [wins] număr de victorii
        [buchholz-cut-1] Buchholz Cut-1
       *[buchholz] Buchholz
    }
tournament-tiebreak-short = { $tiebreak ->
        [direct-encounter] MD
        [sonneborn-berger] SB
        [wins] Vict
        [buchholz-cut-1] BH-C1
       *[buchholz] BH
    }

## /tournament pairings, games
tournament-pairings-none = Turneul { $tournament } nu are încă perechi: un moderator îl pornește cu `/tournament-admin start`.
tournament-pairings-bad-round = În acest sezon, turneul { $tournament } are rundele 1–{ $last }: alege între `round:1` și `round:{ $last }`.
tournament-pairings-head = Perechile din **turneul { $tournament }**
tournament-pairings-round = Runda { $round }:
tournament-pairings-bye = { $league ->
        [0] { $player } are o rundă liberă
       *[other] liga { $league }: { $player } are o rundă liberă
    }
tournament-pairings-board = { $league ->
        [0] masa { $board }: { $white } (albele) – { $black } (negrele) · { $state }
       *[other] liga { $league }, masa { $board }: { $white } (albele) – { $black } (negrele) · { $state }
    }
tournament-pairings-game = partida #{ $game }
tournament-pairings-not-started = neîncepută
tournament-games-none = Turneul { $tournament } nu are încă partide.
tournament-games-head = Partidele din **turneul { $tournament }** (sezonul { $season }):
tournament-games-to-move = la mutare: { $player }
tournament-games-wins = câștigă { FORM($side, "lower") }
tournament-games-row = { $game }: runda { $round } · { $white } (albele) – { $black } (negrele) · { $state }

## Mesajele care duc un turneu mai departe
tournament-gone = Turneul nu mai există.
tournament-size-cannot-start = Partidele acestui turneu nu pot începe la mărimea aleasă: { $error }
tournament-round-over = Turneul { $tournament }: runda { $round } s-a încheiat; începe runda { $next }.
tournament-season-over = Turneul { $tournament }: sezonul { $season } s-a încheiat.
tournament-season-starts = Începutul sezonului { $season }: { $time }.
tournament-over = Turneul { $tournament } s-a încheiat. Clasamentul final:
tournament-games-begin = Turneul { $tournament }: { $count ->
        [one] începe { $count } partidă
        [few] încep { $count } partide
       *[other] încep { $count } de partide
    }, ceas { $clock }:
tournament-game-line = #{ $game }: { $white } (albele) – { $black } (negrele)
tournament-final-league = Liga { $league }:
tournament-final-row = { $rank }. { $player }: { $points } { $value ->
    [one] punct
    [few] puncte
   *[other] de puncte
}
tournament-result-note = Turneul { $tournament }, runda { $round }{ $league ->
        [0] .
       *[other] , liga { $league }.
    }

## Sistemul elvețian; /tournament-admin settings, end-round, forbid, pause, resume, close
tournament-admin-swiss-at-once = Un turneu în sistem elvețian împerechează fiecare rundă după rezultatele celei dinainte, deci rundele încep una după alta: lasă deoparte `schedule:` (sau scrie `schedule:rounds`). Nu s-a creat nimic.
tournament-admin-bad-rounds = `rounds:` trebuie să fie între 1 și 30. Nu s-a schimbat nimic.
tournament-admin-bad-cap = `max-players:` trebuie să fie cel puțin { $least } ({ $count ->
        [one] s-a înscris deja { $count } jucător
        [few] s-au înscris deja { $count } jucători
       *[other] s-au înscris deja { $count } de jucători
    }). Nu s-a schimbat nimic.
tournament-admin-bad-deadline = { $deadline } nu e un termen: scrie un interval de acum încolo (`3d`, `12h`) sau o dată UTC (`2027-01-05` sau `2027-01-05T18:00`). Nu s-a schimbat nimic.
tournament-admin-deadline-past = Termenul acesta ({ $time }) a trecut deja. Nu s-a schimbat nimic.
tournament-admin-swiss-rounds-many = Un turneu elvețian cu { $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    } poate avea cel mult { $most ->
        [one] { $most } rundă
        [few] { $most } runde
       *[other] { $most } de runde
    } (nimeni nu întâlnește același adversar de două ori), nu { $rounds }. Schimbă asta cu `/tournament-admin settings rounds:`. Nu s-a schimbat nimic.
tournament-admin-changed-meanwhile = Turneul { $tournament } s-a schimbat între timp (a început sau s-a încheiat). Nu s-a schimbat nimic: vezi `/tournament info` și încearcă din nou.
tournament-admin-settings-nothing = Numește o setare de schimbat: `clock:`, `rounds:`, `rated:`, `max-players:`, `deadline:` sau `thread:`. Nu s-a schimbat nimic.
tournament-admin-settings-started = Turneul { $tournament } a început: acum se mai pot schimba doar `rounds:` (la sistemul elvețian), `max-players:` și `thread:`. Nu s-a schimbat nimic.
tournament-admin-rounds-too-few = Turneul { $tournament } are deja { $played ->
        [one] { $played } rundă împerecheată
        [few] { $played } runde împerecheate
       *[other] { $played } de runde împerecheate
    }: nu poate avea mai puține. Nu s-a schimbat nimic.
tournament-admin-settings-changed = Turneul { $tournament }: setările au fost modificate. Acum: { $settings }.
tournament-admin-log-settings = { $moderator } a modificat setările turneului { $tournament }: { $settings }.
tournament-admin-not-running = Turneul { $tournament } e { $status }, nu în desfășurare: nu are nicio rundă de încheiat. Nu s-a schimbat nimic.
tournament-admin-end-round-at-once = Turneul { $tournament } își joacă toate partidele deodată: nu are runde de încheiat. Decide o partidă cu `/tournament-admin result`. Nu s-a schimbat nimic.
tournament-admin-round-ended = Turneul { $tournament }: un moderator a încheiat runda { $round }. { $count ->
        [0] Toate partidele ei se terminaseră.
        [one] Partida neterminată ({ $games }) continuă în afara clasamentului: în turneu nu contează pentru niciunul dintre jucători.
        [few] Cele { $count } partide neterminate ({ $games }) continuă în afara clasamentului: în turneu nu contează pentru niciunul dintre jucători.
       *[other] Cele { $count } de partide neterminate ({ $games }) continuă în afara clasamentului: în turneu nu contează pentru niciunul dintre jucători.
    }
tournament-admin-log-round-ended = { $moderator } a încheiat runda { $round } a turneului { $tournament }.
tournament-admin-forbid-swiss = Într-un turneu de tip { $format }, toți joacă cu toți: doar sistemul elvețian poate ține separat doi jucători. Nu s-a schimbat nimic.
tournament-admin-forbid-same = Numește doi jucători diferiți. Nu s-a schimbat nimic.
tournament-admin-forbidden-already = Perechea { $player } – { $opponent } e deja interzisă în turneul { $tournament }. Nu s-a schimbat nimic.
tournament-admin-forbidden = Perechea { $player } – { $opponent } nu va mai fi formată în turneul { $tournament }.
tournament-admin-log-forbidden = { $moderator } a interzis perechea { $player } – { $opponent } în turneul { $tournament }.
tournament-admin-paused-already = Turneul { $tournament } e deja în pauză (început: { $time }). Nu s-a schimbat nimic.
tournament-admin-not-paused = Turneul { $tournament } nu e în pauză. Nu s-a schimbat nimic.
tournament-admin-paused = Turneul { $tournament } e în pauză: nu începe nicio rundă și niciun sezon până la `/tournament-admin resume`. Partidele deja începute continuă, cu ceasurile lor.
tournament-admin-log-paused = { $moderator } a pus pe pauză turneul { $tournament }.
tournament-admin-resumed = Turneul { $tournament } continuă.
tournament-admin-log-resumed = { $moderator } a reluat turneul { $tournament }.
tournament-admin-closed-already = Înscrierile la turneul { $tournament } sunt deja închise. Nu s-a schimbat nimic.
tournament-admin-closed = Înscrierile la turneul { $tournament } s-au închis.
tournament-admin-closed-league = Înscrierile la turneul { $tournament } s-au închis: liga se încheie după sezonul { $season }.
tournament-over-now = Turneul { $tournament } s-a încheiat.
tournament-admin-log-closed = { $moderator } a închis înscrierile la turneul { $tournament }.
tournament-join-deadline = Înscrierile la turneul { $tournament } s-au închis (termen: { $time }).
tournament-joined-swiss = { $player }, te-ai înscris la turneul { $tournament } ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }) fără puncte: intri în perechi începând cu runda { $round }.
tournament-joined-swiss-byes = { $player }, te-ai înscris la turneul { $tournament } ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }) cu câte o jumătate de punct pentru fiecare rundă deja împerecheată ({ $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    } în total): intri în perechi începând cu runda { $round }.
tournament-swiss-no-pairing = Turneul { $tournament }: nu există nicio împerechere validă pentru runda { $round } (toți cei rămași s-au întâlnit deja sau perechile interzise nu lasă nicio variantă), așa că turneul se încheie după runda { $played }.
tournament-swiss-no-first-round = Nu există nicio împerechere validă pentru runda 1 (perechile interzise nu lasă nicio variantă). Nu a început nimic: ridică o interdicție sau adaugă jucători.
tournament-setting-rounds = { $count ->
        [one] { $count } rundă
        [few] { $count } runde
       *[other] { $count } de runde
    }
tournament-setting-cap = cel mult { $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }
tournament-setting-deadline = înscrieri până la { $time }
tournament-setting-last-season = se încheie după sezonul { $season }
tournament-setting-paused = în pauză (început: { $time })
tournament-setting-threads = partidele se joacă în fire
tournament-setting-late-byes = cine se înscrie târziu primește o jumătate de punct pentru fiecare rundă ratată
tournament-round-bye = runda { $round }: { $player } nu are partidă
