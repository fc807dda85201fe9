# Glosar: turneu, turneu fiecare cu fiecare (round robin), tur-retur (double round robin),
# sistem elvețian (swiss), ligă (league), sezon, rundă (round), masă (board), perechi
# (pairings), stă o rundă (bye), a se retrage (withdraw), neprezentare (forfeit),
# clasament (standings), tabel încrucișat (crosstable), departajări (tie-breaks):
# meci direct, Sonneborn-Berger, număr de victorii, Buchholz, Buchholz Cut-1.

tournament-needs-server = Turneele aparțin unui server: folosește comanda într-un server.
tournament-unknown-none = Nu există niciun turneu numit { $tournament } pe acest server. Serverul nu are încă turnee (un moderator creează unul cu `/tournament-admin create`).
tournament-unknown = Nu există niciun turneu numit { $tournament } pe acest server. Turneele de aici: { $tournaments }.
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
        [rounds] pe runde
       *[at-once] toate deodată
    }
tournament-settings = { $format } · { $game } { $size } · ceas { $clock } · { $rated ->
        [yes] cu rating
       *[no] fără rating
    } · { $schedule }
tournament-settings-league = { $format } · { $game } { $size } · ceas { $clock } · { $rated ->
        [yes] cu rating
       *[no] fără rating
    } · { $schedule } · ligi de câte { $league_size }, { $up } urcă, { $down } coboară, { $pause } între sezoane

## /tournament join, leave, withdraw
tournament-join-closed = Turneul { $tournament } { $state ->
        [started] a început
       *[ended] s-a încheiat
    }: înscrierile sunt închise.
tournament-join-bot = Partidele de turneu se joacă între oameni.
tournament-join-full = Turneul { $tournament } este complet ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }).
tournament-join-already = Ești deja înscris la turneul { $tournament }.
tournament-joined = { $player } s-a înscris la turneul { $tournament } ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }).
tournament-joined-league = { $player } s-a înscris la turneul { $tournament } ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }): începi sezonul următor (sezonul { $season }) în liga de jos.
tournament-leave-not-entered = Nu ești înscris la turneul { $tournament }.
tournament-left = { $player } a renunțat la turneul { $tournament }.
tournament-leaves-later = { $player } părăsește turneul-ligă { $tournament } după sezonul { $season }: partidele din acest sezon contează în continuare.
tournament-leave-started = Turneul { $tournament } a început: ca să nu mai joci, retrage-te cu `/tournament withdraw name:{ $name }` (regula FIDE de retragere decide pentru ce contează rezultatele tale).
tournament-withdraw-confirm = Te retragi din turneul { $tournament }? Este definitiv: partidele tale în curs de acolo se pierd prin neprezentare, iar într-un turneu fiecare cu fiecare, dacă ai jucat mai puțin de jumătate din partide, toate rezultatele tale se șterg (altfel restul sunt pierdute prin neprezentare). Pentru confirmare: { $command }.
tournament-withdraw-button = Retrage-te
tournament-withdraw-not-entered = { $player } nu este înscris la turneul { $tournament }: nu are din ce să se retragă.
tournament-withdraw-already = { $player } s-a retras deja din turneul { $tournament }.
tournament-withdraw-not-started = Turneul { $tournament } nu a început pentru { $player }: renunță în schimb cu `/tournament leave name:{ $name }`.
tournament-withdrew = { $player } s-a retras din turneul { $tournament }{ $forfeited ->
        [0] .
        [one] {" "}({ $forfeited } partidă în curs pierdută prin neprezentare).
        [few] {" "}({ $forfeited } partide în curs pierdute prin neprezentare).
       *[other] {" "}({ $forfeited } de partide în curs pierdute prin neprezentare).
    }
tournament-withdrew-swiss = Nu mai intră în perechi; rezultatele lui rămân valabile.
tournament-withdrew-fide = După regula FIDE, dacă a jucat mai puțin de jumătate din partide, toate rezultatele lui se șterg; altfel partidele rămase sunt pierdute prin neprezentare.

## /tournament-admin
tournament-admin-bad-name = Numele unui turneu are între 1 și 40 de caractere, fără `:`. Nu s-a creat nimic.
tournament-admin-bad-format = { $format } nu este un format: alege round-robin, double-round-robin, swiss sau league. Nu s-a creat nimic.
tournament-admin-bad-game = { $game } nu este un joc: alege breakthrough sau breach. Nu s-a creat nimic.
tournament-admin-bad-size = { $error }. Mărimea pentru { $game } este { $help }. Nu s-a creat nimic.
tournament-admin-bad-schedule = { $schedule } nu este un program: alege at-once (toate partidele încep împreună) sau rounds (runda k+1 începe când runda k s-a încheiat). Nu s-a creat nimic.
tournament-admin-rounds-swiss = `rounds:` este pentru sistemul elvețian: rundele unui turneu fiecare cu fiecare vin din tabelul Berger. Nu s-a creat nimic.
tournament-admin-bad-league-size = `league-size:` trebuie să fie între 3 și 20. Nu s-a creat nimic.
tournament-admin-bad-up-down = `up:` și `down:` trebuie să fie împreună între 1 și { $most } (mai puțin decât cei { $size } jucători ai ligii). Nu s-a creat nimic.
tournament-admin-league-at-once = O ligă joacă fiecare sezon deodată (`schedule:at-once`). Nu s-a creat nimic.
tournament-admin-league-options = `league-size:`, `up:` și `down:` sunt pentru ligi (`format:league`). Nu s-a creat nimic.
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
tournament-admin-start-not-open = Turneul { $tournament } a început deja (este { $status }). Nu s-a schimbat nimic.
tournament-admin-too-few = Turneul { $tournament } are { $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }: are nevoie de cel puțin { $least } ca să înceapă. Nu s-a schimbat nimic.
tournament-admin-too-many = Un turneu fiecare cu fiecare este pentru cel mult { $most } de jucători ({ $count } înscriși): folosește în schimb o ligă. Nu s-a schimbat nimic.
tournament-admin-already-started = Turneul { $tournament } a început deja.
tournament-admin-started = Turneul { $tournament } a început cu { $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }.
tournament-admin-log-started = { $moderator } a pornit turneul { $tournament }.
tournament-admin-bad-outcome = { $outcome } nu este un rezultat: alege white, black sau void. Nu s-a schimbat nimic.
tournament-admin-not-tournament-game = Partida #{ $game } nu este o partidă de turneu a acestui server: `/tournament games name:…` le listează. Nu s-a schimbat nimic.
tournament-admin-decided = Partida #{ $game } (turneul { $tournament }, runda { $round }) este acum: { $outcome } (înainte: { $was }). Clasamentul{ $rated ->
        [yes] {" "}și ratingurile grupului ({ $count ->
            [one] { $count } partidă cu rating
            [few] { $count } partide cu rating
           *[other] { $count } de partide cu rating
        }) sunt recalculate.
       *[no] {" "}este recalculat.
    }
tournament-admin-log-decided = { $moderator } a stabilit pentru partida #{ $game } din turneul { $tournament }: { $outcome } (înainte: { $was }).
tournament-admin-log-withdrew = { $moderator } l-a retras pe { $player } din turneul { $tournament }.
tournament-admin-already-over = Turneul { $tournament } este deja { $status }. Nu s-a schimbat nimic.
tournament-admin-cancelled = Turneul { $tournament } este anulat: nu mai urmează runde sau sezoane; partidele în curs se termină ca partide obișnuite.
tournament-admin-log-cancelled = { $moderator } a anulat turneul { $tournament }.

## /tournament list, info
tournament-list-none = Serverul nu are încă turnee: un moderator creează unul cu `/tournament-admin create`.
tournament-list-head = Turneele acestui server:
tournament-list-row = { $tournament } (numărul { $number }) · { $status } · { $settings }
tournament-info-head = Turneul { $tournament } (numărul { $number }): { $settings }.
tournament-info-open = Înscrieri deschise.
tournament-info-between-seasons = Sezonul { $season } s-a încheiat; sezonul { $next } începe { $time }.
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
tournament-info-status = Turneul este { $status }.
tournament-info-players = { $count ->
        [one] { $count } jucător:
        [few] { $count } jucători:
       *[other] { $count } de jucători:
    }
tournament-note-pairing = numărul de start { $number }
tournament-note-league = liga { $league }
tournament-note-withdrew = retras
tournament-note-leaves = pleacă după acest sezon

## /tournament standings: textul, plus titlul și capetele de coloană ale tabelului
tournament-standings-not-started = Turneul { $tournament } nu a început: încă nu există clasament. `/tournament info name:{ $name }` arată cine s-a înscris.
tournament-standings-head = **Turneul { $tournament }** · { $status } · sezonul { $season }
tournament-standings-league = **Liga { $league }**
tournament-standings-title = { $tournament } · { $game } { $size } · { $format }
tournament-standings-title-league = { $tournament } · sezonul { $season } · liga { $league }
tournament-standings-order = Ordinea: puncte, apoi { $tiebreaks }. `+`/`-` câștigată/pierdută prin neprezentare, `*` încă se joacă.
tournament-column-player = Jucător
tournament-column-points = Pct
tournament-withdrawn-name = { $player } (retras)
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
tournament-pairings-bad-round = Turneul { $tournament } are în acest sezon rundele 1–{ $last }: alege de la `round:1` la `round:{ $last }`.
tournament-pairings-head = **Turneul { $tournament }**: perechi
tournament-pairings-round = Runda { $round }:
tournament-pairings-bye = { $league ->
        [0] { $player } stă această rundă
       *[other] liga { $league }: { $player } stă această rundă
    }
tournament-pairings-board = { $league ->
        [0] masa { $board }: { $white } (Albul) contra { $black } (Negrul) · { $state }
       *[other] liga { $league }, masa { $board }: { $white } (Albul) contra { $black } (Negrul) · { $state }
    }
tournament-pairings-game = partida #{ $game }
tournament-pairings-not-started = neîncepută
tournament-games-none = Turneul { $tournament } nu are încă partide.
tournament-games-head = **Turneul { $tournament }**: partide (sezonul { $season }):
tournament-games-to-move = la mutare: { $player }
tournament-games-wins = câștigă { $side }
tournament-games-row = { $game }: runda { $round } · { $white } (Albul) contra { $black } (Negrul) · { $state }

## Mesajele care duc turneul mai departe
tournament-gone = Turneul nu mai există.
tournament-size-cannot-start = Mărimea acestui turneu nu poate porni: { $error }
tournament-round-over = Turneul { $tournament }: runda { $round } s-a încheiat; începe runda { $next }.
tournament-season-over = Turneul { $tournament }: sezonul { $season } s-a încheiat.
tournament-season-starts = Sezonul { $season } începe { $time }.
tournament-over = Turneul { $tournament } s-a încheiat. Clasamentul final:
tournament-games-begin = Turneul { $tournament }: { $count ->
        [one] începe { $count } partidă
        [few] încep { $count } partide
       *[other] încep { $count } de partide
    }, ceas { $clock }:
tournament-game-line = #{ $game }: { $white } (Albul) contra { $black } (Negrul)
tournament-final-league = Liga { $league }:
tournament-result-note = Turneul { $tournament }, runda { $round }{ $league ->
        [0] .
       *[other] , liga { $league }.
    }

## Sistemul elvețian; /tournament-admin settings, end-round, forbid, pause, resume, close
tournament-admin-swiss-at-once = Un turneu elvețian împerechează fiecare rundă după rezultatele celei dinainte, așa că rundele încep una după alta: lasă deoparte `schedule:` (sau scrie `schedule:rounds`). Nu s-a creat nimic.
tournament-admin-bad-rounds = `rounds:` trebuie să fie între 1 și 30. Nu s-a schimbat nimic.
tournament-admin-bad-cap = `max-players:` trebuie să fie cel puțin { $least } (s-au înscris deja { $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }). Nu s-a schimbat nimic.
tournament-admin-bad-deadline = { $deadline } nu este un termen: scrie un timp de acum încolo (`3d`, `12h`) sau o dată UTC (`2027-01-05` sau `2027-01-05T18:00`). Nu s-a schimbat nimic.
tournament-admin-deadline-past = Termenul acesta ({ $time }) a trecut deja. Nu s-a schimbat nimic.
tournament-admin-swiss-rounds-many = Un turneu elvețian cu { $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    } poate avea cel mult { $most } runde (nimeni nu întâlnește același adversar de două ori), nu { $rounds }. Schimbă cu `/tournament-admin settings rounds:`. Nu s-a schimbat nimic.
tournament-admin-changed-meanwhile = Turneul { $tournament } s-a schimbat cât ai întrebat (a început sau s-a încheiat). Nu s-a schimbat nimic: vezi `/tournament info` și încearcă din nou.
tournament-admin-settings-nothing = Numește o setare de schimbat: `clock:`, `rounds:`, `rated:`, `max-players:`, `deadline:` sau `thread:`. Nu s-a schimbat nimic.
tournament-admin-settings-started = Turneul { $tournament } a început: acum se pot schimba doar `rounds:` (la un turneu elvețian), `max-players:` și `thread:`. Nu s-a schimbat nimic.
tournament-admin-rounds-too-few = Turneul { $tournament } are deja { $played } runde împerecheate: nu poate avea mai puține. Nu s-a schimbat nimic.
tournament-admin-settings-changed = Turneul { $tournament }: setările s-au schimbat. Acum: { $settings }.
tournament-admin-log-settings = { $moderator } a schimbat setările turneului { $tournament }: { $settings }.
tournament-admin-not-running = Turneul { $tournament } este { $status }, nu în desfășurare: nu are nicio rundă de încheiat. Nu s-a schimbat nimic.
tournament-admin-end-round-at-once = Turneul { $tournament } își joacă toate partidele deodată: nu are nicio rundă de încheiat. Decide o partidă cu `/tournament-admin result`. Nu s-a schimbat nimic.
tournament-admin-round-ended = Turneul { $tournament }: un moderator a încheiat runda { $round }. { $count ->
        [0] Toate partidele ei se terminaseră.
        [one] Partida neterminată ({ $games }) continuă în afara clasamentului: în turneu nu contează pentru niciun jucător.
       *[other] Cele { $count } partide neterminate ({ $games }) continuă în afara clasamentului: în turneu nu contează pentru niciun jucător.
    }
tournament-admin-log-round-ended = { $moderator } a încheiat runda { $round } a turneului { $tournament }.
tournament-admin-forbid-swiss = Într-un turneu { $format } fiecare joacă cu fiecare: doar un turneu elvețian poate ține doi jucători departe unul de altul. Nu s-a schimbat nimic.
tournament-admin-forbid-same = Numește doi jucători diferiți. Nu s-a schimbat nimic.
tournament-admin-forbidden-already = { $player } și { $opponent } sunt deja ținuți departe unul de altul în turneul { $tournament }. Nu s-a schimbat nimic.
tournament-admin-forbidden = { $player } și { $opponent } nu vor fi împerecheați unul cu altul în turneul { $tournament }.
tournament-admin-log-forbidden = { $moderator } i-a ținut departe pe { $player } și { $opponent } în turneul { $tournament }.
tournament-admin-paused-already = Turneul { $tournament } este în pauză din { $time }. Nu s-a schimbat nimic.
tournament-admin-not-paused = Turneul { $tournament } nu este în pauză. Nu s-a schimbat nimic.
tournament-admin-paused = Turneul { $tournament } este în pauză: nu începe nicio rundă și niciun sezon până la `/tournament-admin resume`. Partidele începute continuă, cu ceasurile lor.
tournament-admin-log-paused = { $moderator } a pus în pauză turneul { $tournament }.
tournament-admin-resumed = Turneul { $tournament } continuă.
tournament-admin-log-resumed = { $moderator } a reluat turneul { $tournament }.
tournament-admin-closed-already = Turneul { $tournament } nu mai primește înscrieri. Nu s-a schimbat nimic.
tournament-admin-closed = Înscrierile la turneul { $tournament } s-au închis.
tournament-admin-closed-league = Înscrierile la turneul { $tournament } s-au închis: liga se încheie după sezonul { $season }.
tournament-over-now = Turneul { $tournament } s-a încheiat.
tournament-admin-log-closed = { $moderator } a închis turneul { $tournament }.
tournament-join-deadline = Înscrierile la turneul { $tournament } s-au închis { $time }.
tournament-joined-swiss = { $player } s-a înscris la turneul { $tournament } ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }) fără puncte: ești împerecheat începând cu runda { $round }.
tournament-joined-swiss-byes = { $player } s-a înscris la turneul { $tournament } ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }) cu o jumătate de punct pentru fiecare rundă deja împerecheată ({ $points }): ești împerecheat începând cu runda { $round }.
tournament-swiss-no-pairing = Turneul { $tournament }: nu există nicio împerechere validă pentru runda { $round } (toți cei rămași s-au întâlnit deja sau perechile interzise nu lasă niciuna), așa că turneul se încheie după runda { $played }.
tournament-swiss-no-first-round = Nu există nicio împerechere validă pentru runda 1 (perechile interzise nu lasă niciuna). Nu a început nimic: ridică o interdicție sau adaugă jucători.
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
tournament-setting-deadline = înscrieri până { $time }
tournament-setting-last-season = se încheie după sezonul { $season }
tournament-setting-paused = în pauză din { $time }
tournament-setting-threads = partide în fire
tournament-setting-late-byes = cine vine târziu primește o jumătate de punct pentru fiecare rundă pierdută
tournament-round-bye = runda { $round }: { $player } nu are partidă
