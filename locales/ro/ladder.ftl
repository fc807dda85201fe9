# Glosar: scară (ladder, clasament-scară), loc (position), provocare (challenge), a provoca,
# rază (range), revanșă (rematch), avertisment (strike), sezon, moderator, jurnal de audit
# (audit log), canal mod-log (mod log), în concediu (on vacation), absent (away), partidă (game).

ladder-needs-server = Scările aparțin unui server: folosește comanda într-un server.
ladder-unknown-none = Nu există nicio scară numită { $ladder } pe acest server. Serverul nu are încă scări (un moderator creează una cu `/ladder-admin create`).
ladder-unknown = Nu există nicio scară numită { $ladder } pe acest server. Scările de aici: { $ladders }.
ladder-settings = { $game } { $size }, ceas { $clock }, rază max({ $min_range }, ⌈√p⌉), cel mult { $max_out } partide trimise / { $max_in } primite, revanșă după { $rematch_days ->
        [one] { $rematch_days } zi
        [few] { $rematch_days } zile
       *[other] { $rematch_days } de zile
    }, sezonul { $season }

## /ladder join, leave
ladder-join-closed = Scara { $ladder } este închisă: nu primește jucători noi.
ladder-join-already = Ești deja pe scara { $ladder }, pe locul { $position }.
ladder-join-kicked = Un moderator te-a scos de pe scara { $ladder }: doar un moderator te poate readuce (`/ladder-admin restore`).
ladder-join-struck-off = Ai pierdut la timp două partide de scară în 30 de zile, așa că ai ieșit de pe scara { $ladder }: doar un moderator te poate readuce (`/ladder-admin restore`).
ladder-joined = { $player } a intrat pe scara { $ladder } pe locul { $position }. Provoacă pe cineva de deasupra ta cu `/ladder challenge`.
ladder-leave-not-on = Nu ești pe scara { $ladder }.
ladder-left = { $player } a părăsit scara { $ladder } (era pe locul { $position }). Partidele de scară în curs se termină și contează.

## De ce o provocare nu e permisă: regula, celula din clasament, ce înseamnă
ladder-not-allowed = Nu este permis: { $why }
ladder-not-allowed-rule = Nu este permis ({ $rule }): { $why }
ladder-rule-removed = un moderator te-a scos de pe această scară
ladder-short-removed = nu: scos
ladder-detail-restore = doar un moderator te poate readuce (`/ladder-admin restore`).
ladder-rule-struck-off = două pierderi la timp în 30 de zile te-au scos de pe această scară
ladder-short-struck-off = nu: în afara scării
ladder-rule-not-joined = nu ești pe această scară
ladder-short-not-joined = nu: intră întâi
ladder-detail-not-joined = intră întâi cu `/ladder join name:{ $ladder }`.
ladder-rule-not-on = nu este pe această scară
ladder-short-not-on = nu: nu e pe scară
ladder-detail-taken-off = { $player } a fost scos de pe ea; permis dacă un moderator îl readuce.
ladder-detail-not-on = { $player } nu este pe ea; permis după ce intră.
ladder-detail-self = nu te poți provoca pe tine însuți.
ladder-rule-above = regula razei: provoacă jucători de deasupra ta
ladder-short-above = nu: nu e deasupra ta
ladder-detail-above = locul { $theirs } nu este deasupra locului tău ({ $mine }). Te poate provoca el pe tine.
ladder-general-above = ești pe locul { $mine }; jucătorii de sub tine te pot provoca.
ladder-rule-range = regula razei: cel mult max({ $min_range }, ⌈√p⌉) locuri deasupra ta
ladder-short-range = nu: în afara razei
ladder-detail-range = de pe locul { $from } poți provoca până la locul { $highest }. Permis după ce ajungi pe locul { $reach }.
ladder-general-range = de pe locul { $from } poți provoca până la locul { $highest }.
ladder-rule-pair = o singură partidă deschisă pe pereche
ladder-short-pair = nu: jucați acum
ladder-detail-pair = jucați deja unul cu altul în partida { $game }. Permis după ce se termină.
ladder-rule-outgoing = cel mult { $limit ->
        [one] { $limit } provocare trimisă
        [few] { $limit } provocări trimise
       *[other] { $limit } de provocări trimise
    }
ladder-short-outgoing = nu: limita ta
ladder-detail-outgoing = ai provocat deja în { $games }. Permis după ce una dintre ele se termină.
ladder-rule-incoming = cel mult { $limit ->
        [one] { $limit } provocare primită
        [few] { $limit } provocări primite
       *[other] { $limit } de provocări primite
    }
ladder-short-incoming = nu: limita lui
ladder-detail-incoming = { $player } se apără deja în { $games }. Permis după ce una dintre ele se termină.
ladder-rule-rematch = fără revanșă timp de { $days }
ladder-short-rematch = nu: așteaptă revanșa
ladder-detail-rematch = ați jucat unul cu altul de curând. Permis din nou { $time }.

## /ladder challenge
ladder-challenge-closed = Scara { $ladder } este închisă: fără provocări noi.
ladder-challenge-bot = Nu este permis: partidele de scară se joacă între oameni.
ladder-size-cannot-start = Mărimea acestei scări nu poate porni: { $error }
ladder-challenged = Scara { $ladder }: { $challenger } (locul { $challenger_position }) îl provoacă pe { $defender } (locul { $defender_position }). **{ $game }** începe imediat: { $white } contra { $black }, ceas { $clock }. { $first }, e rândul tău: `/move`{ $due }.

## /ladder standings (textul, plus titlul, capetele de coloană și celulele tabelului PNG)
ladder-standings-bad-page = Clasamentul scării { $ladder } are { $pages ->
        [one] { $pages } pagină
        [few] { $pages } pagini
       *[other] { $pages } de pagini
    }: alege o pagină de la 1 la { $pages }.
ladder-standings-head = **Scara { $ladder }** ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }, sezonul { $season }), pagina { $page } din { $pages }:
ladder-standings-row = { $position }. { $player } { $rating } { $wins }–{ $losses } · { $status }{ $mark ->
        [you] {" "}· tu
        [yes] {" "}· provocare: da
       *[none] {""}
    }
ladder-cell-you = tu
ladder-cell-yes = da
ladder-status-vacation = în concediu
ladder-status-away = absent
ladder-status-playing = { $count ->
        [one] { $count } partidă în curs
        [few] { $count } partide în curs
       *[other] { $count } de partide în curs
    }
ladder-status-strikes = { $count ->
        [one] { $count } avertisment
        [few] { $count } avertismente
       *[other] { $count } de avertismente
    }
ladder-standings-barred = { $count ->
        [one] Locul
       *[other] Locurile
    } { $positions }: nu este permis ({ $rule }): { $why }
ladder-standings-empty = Nimeni încă: `/ladder join name:{ $ladder }`.
ladder-standings-title = Scara { $ladder } · { $game } { $size } · sezonul { $season } · pagina { $page }/{ $pages }
ladder-column-player = Jucător
ladder-column-rating = Rating
ladder-column-record = V–Î
ladder-column-status = Stare
ladder-column-challenge = Provocare?
ladder-page-previous = ◀ Înapoi
ladder-page-next = Înainte ▶

## /ladder list, info
ladder-list-none = Serverul nu are încă scări: un moderator creează una cu `/ladder-admin create name game size`.
ladder-list-head = Scările acestui server:
ladder-list-row = { $ladder } · { $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    } · { $settings }{ $closed ->
        [yes] {" "}· închisă
       *[no] {""}
    }
ladder-info = Scara { $ladder }: { $settings }. { $players ->
        [one] { $players } jucător
        [few] { $players } jucători
       *[other] { $players } de jucători
    }, { $games ->
        [one] { $games } partidă în curs
        [few] { $games } partide în curs
       *[other] { $games } de partide în curs
    }{ $closed ->
        [yes] , închisă
       *[no] {""}
    }. Ceas { $clock }.

## Note sub rezultatul unei partide de scară
ladder-note-takes = Scara { $ladder }: { $winner } ia locul { $position }; { $loser } coboară pe locul { $down }.
ladder-note-keeps = Scara { $ladder }: locuri neschimbate ({ $player } rămâne pe locul { $position }).
ladder-note-unchanged = Scara { $ladder }: locuri neschimbate.
ladder-note-struck-off = A doua pierdere la timp în 30 de zile pentru { $player }: iese de pe scara { $ladder } (un moderator îl poate readuce).
ladder-note-strike = { $player } primește avertismentul { $strike } din 2 în 30 de zile.

## Moderatori: /ladder-admin
ladder-admin-needs-server = Comenzile de moderator funcționează într-un server.
ladder-admin-not-moderator = Doar moderatorii pot folosi { $command }: membrii cu Gestionare server sau cu rolul de moderator al serverului (`/settings moderator-role`). Nu s-a schimbat nimic.
ladder-admin-needs-reason = Fiecare acțiune de moderator are nevoie de un motiv (`reason:`): intră în jurnalul de audit.
ladder-admin-reason = Motiv: { $reason }
ladder-admin-bad-name = Numele unei scări are între 1 și 40 de caractere, fără `:`.
ladder-admin-bad-size = { $error }. Mărimea pentru { $game } este { $help }.
ladder-admin-size-help = { $game ->
        [breakthrough] lățime x înălțime, de la 2x4 la 16x16 (de ex. 8x8)
       *[breach] un număr de la 5 la 19 (de ex. 10)
    }
ladder-admin-bad-clock = { $error } (un ceas se scrie ca `3d` sau `3d+1d`).
ladder-admin-no-clock = E nevoie de un ceas.
ladder-admin-name-taken = Serverul are deja o scară numită { $ladder }.
ladder-admin-created = Scara { $ladder } a fost creată: { $settings }. Jucătorii intră cu `/ladder join name:{ $name }`.
ladder-admin-log-created = { $moderator } a creat scara { $ladder }.
ladder-admin-out-of-bounds = { $option } trebuie să fie între { $low } și { $high }.
ladder-admin-nothing-to-change = Nimic de schimbat: scara { $ladder } are deja { $settings }. Dă `range:`, `max-out:`, `max-in:`, `rematch-days:` sau `clock:`.
ladder-admin-settings-now = Scara { $ladder } acum: { $settings }.
ladder-admin-log-settings = { $moderator } a schimbat scara { $ladder }: { $settings }.
ladder-admin-already-closed = Scara { $ladder } este deja închisă.
ladder-admin-closed = Scara { $ladder } este închisă: fără înscrieri sau provocări; partidele în curs se termină și contează.
ladder-admin-log-closed = { $moderator } a închis scara { $ladder }.
ladder-admin-kick-not-on = { $player } nu este pe scara { $ladder }: nu ai pe cine scoate.
ladder-admin-kicked = { $player } a ieșit de pe scara { $ladder } (era pe locul { $position }).
ladder-admin-log-kicked = { $moderator } l-a scos pe { $player } de pe scara { $ladder } (era pe locul { $position }).
ladder-admin-restore-not-off = { $player } nu a fost niciodată scos de pe scara { $ladder }: nu ai ce readuce.
ladder-admin-restored = { $player } este din nou pe scara { $ladder }, pe locul { $position } (avertismente șterse).
ladder-admin-log-restored = { $moderator } l-a readus pe { $player } pe scara { $ladder }.
ladder-admin-bad-position = Locul { $position } nu există pe această scară: alege de la 1 la { $count }.
ladder-admin-positioned = { $player } este acum pe locul { $position } pe scara { $ladder }.
ladder-admin-log-positioned = { $moderator } l-a mutat pe { $player } pe locul { $position } pe scara { $ladder }.
ladder-admin-bad-outcome = { $outcome } nu este un rezultat: alege white, black sau void.
ladder-admin-unrated = Partida #{ $game } nu este o partidă cu rating sau de scară: moderatorii decid doar astfel de partide.
ladder-admin-not-started = Partida #{ $game } nu a început: nu ai ce decide.
ladder-admin-outcome = { $outcome ->
        [white] câștigă Albul
        [black] câștigă Negrul
        [white-forfeit] câștigă Albul prin neprezentare
        [black-forfeit] câștigă Negrul prin neprezentare
        [void] anulată
        [voided] anulată (ca și cum nu s-ar fi jucat)
        [running] în curs
        [draw] remiză
       *[none] fără rezultat
    }
ladder-admin-decided = Partida #{ $game } este acum: { $outcome } (înainte: { $was }). Locurile și ratingurile grupului sunt recalculate ({ $count ->
        [one] { $count } partidă cu rating
        [few] { $count } partide cu rating
       *[other] { $count } de partide cu rating
    }).
ladder-admin-log-decided = { $moderator } a stabilit pentru partida #{ $game }: { $outcome } (înainte: { $was }).
ladder-admin-bad-reseed = { $reseed } nu este o reordonare: alege by-rating sau keep.
ladder-admin-season-ended = Sezonul { $season } al scării { $ladder } este arhivat ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }); începe sezonul { $next }, { $reseed ->
        [by-rating] reordonat după rating
       *[keep] cu locurile păstrate
    }. Ratingurile se păstrează.
ladder-admin-log-season-ended = { $moderator } a încheiat sezonul { $season } al scării { $ladder } ({ $reseed ->
        [by-rating] reordonat după rating
       *[keep] locuri păstrate
    }).
ladder-admin-log-head = Jurnalul de audit al scării { $ladder } (cele mai noi întâi), pagina { $page } din { $pages }:
ladder-admin-log-empty = (nimic aici)
ladder-admin-log-row = { $time } · { $moderator } · { $action } { $target }: { $before } → { $after } · motiv: { $reason }

## /settings moderator-role, /settings modlog
moderation-managers-only = Doar membrii cu Gestionare server pot folosi { $command }: rolul de moderator singur nu poate schimba cine moderează sau unde se înregistrează acțiunile lor. Nu s-a schimbat nimic.
moderation-settings = { $role ->
        [some] rolul de moderator { $role_name }
       *[none] niciun rol de moderator (doar Gestionare server)
    }, { $channel ->
        [some] acțiunile moderatorilor se publică în { $channel_name }
       *[none] niciun canal mod-log
    }
moderation-saved = Salvat: { $settings }.
moderation-log-changed = { $moderator } a schimbat setările de moderare: { $settings }.
