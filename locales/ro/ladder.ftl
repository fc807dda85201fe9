# Scări: comenzile jucătorilor (`/ladder …`) și ale moderatorilor (`/ladder-admin …`,
# `/settings moderator-role`, `/settings modlog`).
# Glosar: scară (ladder), loc (position), provocare (challenge), a provoca, rază (range),
# revanșă (rematch), avertisment (strike), sezon, reordonare (reseed), moderator, jurnal de
# audit (audit log), jurnal de moderare (mod log), a scoate / a repune (kick / restore).
# Un jucător numit nu primește pronume sau participii acordate: „{ $moderator } a scos de
# pe scara X: { $player }”, nu „l-a scos pe”.

ladder-needs-server = Scările țin de un server: folosește comanda pe un server.
ladder-unknown-none = Pe acest server nu există nicio scară numită { $ladder }. Deocamdată serverul nu are nicio scară (un moderator poate crea una cu `/ladder-admin create`).
ladder-unknown = Pe acest server nu există nicio scară numită { $ladder }. Scările de aici: { $ladders }.
ladder-settings = { $game } { $size }, ceas { $clock }, rază max({ $min_range }, ⌈√p⌉), provocări: cel mult { $max_out } lansate / { $max_in } primite, revanșă după { $rematch_days ->
        [one] { $rematch_days } zi
        [few] { $rematch_days } zile
       *[other] { $rematch_days } de zile
    }, sezonul { $season }

## /ladder join, leave
ladder-join-closed = Scara { $ladder } e închisă: nu mai primește jucători noi.
ladder-join-already = Ești deja pe scara { $ladder }, pe locul { $position }.
ladder-join-kicked = Un moderator te-a scos de pe scara { $ladder }: doar un moderator te poate repune (`/ladder-admin restore`).
ladder-join-struck-off = Ai pierdut la timp două partide de scară în 30 de zile, așa că ai ieșit de pe scara { $ladder }: doar un moderator te poate repune (`/ladder-admin restore`).
ladder-joined = { $player }, ai intrat pe scara { $ladder }, pe locul { $position }. Provoacă pe cineva de deasupra ta cu `/ladder challenge`.
ladder-leave-not-on = Nu ești pe scara { $ladder }.
ladder-left = { $player } iese de pe scara { $ladder } (era pe locul { $position }). Partidele de scară în curs se joacă până la capăt și contează.

## De ce nu se poate lansa o provocare: regula, celula din clasament, ce înseamnă
ladder-not-allowed = Nu se poate: { $why }
ladder-not-allowed-rule = Nu se poate ({ $rule }): { $why }
ladder-rule-removed = un moderator te-a scos de pe această scară
ladder-short-removed = nu: excludere
ladder-detail-restore = doar un moderator te poate repune (`/ladder-admin restore`).
ladder-rule-struck-off = două pierderi la timp în 30 de zile te-au scos de pe această scară
ladder-short-struck-off = nu: în afara scării
ladder-rule-not-joined = nu ești pe această scară
ladder-short-not-joined = nu: înscrie-te întâi
ladder-detail-not-joined = înscrie-te întâi cu `/ladder join name:{ $ladder }`.
ladder-rule-not-on = adversarul nu e pe această scară
ladder-short-not-on = nu: nu e pe scară
ladder-detail-taken-off = { $player } nu mai e pe scară; se poate doar după o repunere făcută de un moderator.
ladder-detail-not-on = { $player } nu e pe scară; se poate după ce se înscrie.
ladder-detail-self = nu te poți provoca pe tine.
ladder-rule-above = provocările merg doar în sus
ladder-short-above = nu: nu e deasupra ta
ladder-detail-above = locul { $theirs } nu e deasupra locului tău ({ $mine }). Provocarea poate veni doar invers, de pe locul { $theirs } către tine.
ladder-general-above = ești pe locul { $mine }; te pot provoca jucătorii de sub tine.
ladder-rule-range = regula razei: cel mult max({ $min_range }, ⌈√p⌉) locuri deasupra ta
ladder-short-range = nu: în afara razei
ladder-detail-range = de pe locul { $from } poți provoca până la locul { $highest }. Se poate după ce ajungi pe locul { $reach }.
ladder-general-range = de pe locul { $from } poți provoca până la locul { $highest }.
ladder-rule-pair = o singură partidă deschisă pe pereche
ladder-short-pair = nu: jucați deja
ladder-detail-pair = jucați deja împreună în partida { $game }. Se poate după ce se termină.
ladder-rule-outgoing = cel mult { $limit ->
        [one] { $limit } provocare lansată
        [few] { $limit } provocări lansate
       *[other] { $limit } de provocări lansate
    }
ladder-short-outgoing = nu: limita ta
ladder-detail-outgoing = ai deja provocări lansate: { $games }. Se poate după ce se termină una dintre ele.
ladder-rule-incoming = cel mult { $limit ->
        [one] { $limit } provocare primită
        [few] { $limit } provocări primite
       *[other] { $limit } de provocări primite
    }
ladder-short-incoming = nu: limita adversarului
ladder-detail-incoming = { $player } are deja provocări de apărat: { $games }. Se poate după ce se termină una dintre ele.
ladder-rule-rematch = fără revanșă timp de { $days }
ladder-short-rematch = nu: revanșă prea devreme
ladder-detail-rematch = ați jucat împreună de curând; următoarea provocare: { $time }.

## /ladder challenge
ladder-challenge-closed = Scara { $ladder } e închisă: nu mai primește provocări.
ladder-challenge-bot = Nu se poate: partidele de scară se joacă între oameni.
ladder-size-cannot-start = Partidele acestei scări nu pot începe la mărimea ei: { $error }
ladder-challenged = Scara { $ladder }: provocare de la { $challenger } (locul { $challenger_position }) către { $defender } (locul { $defender_position }). **{ $game }** începe imediat: { $white } – { $black }, ceas { $clock }. { $first }, e rândul tău: `/move`{ $due }.

## /ladder standings (textul, plus titlul, capetele de coloană și celulele tabelului PNG)
ladder-standings-bad-page = Clasamentul scării { $ladder } are { $pages ->
        [one] o singură pagină: alege pagina 1.
        [few] { $pages } pagini: alege o pagină de la 1 la { $pages }.
       *[other] { $pages } de pagini: alege o pagină de la 1 la { $pages }.
    }
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
ladder-status-away = fără mutare de o săptămână
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
    } { $positions }: nu se poate ({ $rule }): { $why }
ladder-standings-empty = Încă nu s-a înscris nimeni: `/ladder join name:{ $ladder }`.
ladder-standings-title = Scara { $ladder } · { $game } { $size } · sezonul { $season } · pagina { $page }/{ $pages }
ladder-column-player = Jucător
ladder-column-rating = Rating
ladder-column-record = V–Î
ladder-column-status = Stare
ladder-column-challenge = Provocare?
ladder-page-previous = ◀ Anterioara
ladder-page-next = Următoarea ▶

## /ladder list, info
ladder-list-none = Serverul nu are încă nicio scară: un moderator poate crea una cu `/ladder-admin create name: game: size:`.
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
        [yes] ; scara e închisă
       *[no] {""}
    }. Ceas: { $clock }.

## Note sub rezultatul unei partide de scară
ladder-note-takes = Scara { $ladder }: { $winner } urcă pe locul { $position }; { $loser } coboară pe locul { $down }.
ladder-note-keeps = Scara { $ladder }: locurile rămân neschimbate ({ $player } rămâne pe locul { $position }).
ladder-note-unchanged = Scara { $ladder }: locurile rămân neschimbate.
ladder-note-struck-off = { $player } pierde a doua oară la timp în 30 de zile și iese de pe scara { $ladder } (repunerea o poate face doar un moderator).
ladder-note-strike = { $player } primește avertismentul { $strike } din 2 posibile în 30 de zile.

## Moderatori: /ladder-admin
ladder-admin-needs-server = Comenzile de moderare funcționează doar pe un server.
ladder-admin-not-moderator = Doar moderatorii pot folosi { $command }: membrii cu permisiunea „Gestionează serverul” sau cu rolul de moderator al serverului (`/settings moderator-role`). Nu s-a schimbat nimic.
ladder-admin-needs-reason = Orice acțiune de moderare are nevoie de un motiv (`reason:`): acesta intră în jurnalul de audit.
ladder-admin-reason = Motiv: { $reason }
ladder-admin-bad-name = Numele unei scări are între 1 și 40 de caractere, fără `:`.
ladder-admin-bad-size = { $error }. La { $game }, mărimea este { $help }.
ladder-admin-bad-clock = { $error } (un ceas se scrie ca `3d` sau `3d+1d`).
ladder-admin-no-clock = E nevoie de un ceas.
ladder-admin-name-taken = Serverul are deja o scară numită { $ladder }.
ladder-admin-created = Scara { $ladder } a fost creată: { $settings }. Jucătorii se înscriu cu `/ladder join name:{ $name }`.
ladder-admin-log-created = { $moderator } a creat scara { $ladder }.
ladder-admin-out-of-bounds = { $option } trebuie să fie între { $low } și { $high }.
ladder-admin-nothing-to-change = Nimic de schimbat: scara { $ladder } are deja { $settings }. Dă o valoare pentru `range:`, `max-out:`, `max-in:`, `rematch-days:` sau `clock:`.
ladder-admin-settings-now = Scara { $ladder } are acum: { $settings }.
ladder-admin-log-settings = { $moderator } a modificat scara { $ladder }: { $settings }.
ladder-admin-already-closed = Scara { $ladder } e deja închisă.
ladder-admin-closed = Scara { $ladder } s-a închis: fără înscrieri și fără provocări noi; partidele în curs se joacă până la capăt și contează.
ladder-admin-log-closed = { $moderator } a închis scara { $ladder }.
ladder-admin-kick-not-on = { $player } nu e pe scara { $ladder }: nu ai pe cine scoate.
ladder-admin-kicked = { $player } nu mai e pe scara { $ladder } (era pe locul { $position }).
ladder-admin-log-kicked = { $moderator } a scos de pe scara { $ladder }: { $player } (era pe locul { $position }).
ladder-admin-restore-not-off = { $player } n-a ieșit niciodată de pe scara { $ladder }: nu ai pe cine repune.
ladder-admin-restored = { $player } e din nou pe scara { $ladder }, pe locul { $position } (avertismentele s-au șters).
ladder-admin-log-restored = { $moderator } a repus pe scara { $ladder }: { $player }.
ladder-admin-bad-position = Locul { $position } nu există pe această scară: alege de la 1 la { $count }.
ladder-admin-positioned = { $player } e acum pe locul { $position } pe scara { $ladder }.
ladder-admin-log-positioned = { $moderator } a mutat pe locul { $position } al scării { $ladder }: { $player }.
ladder-admin-bad-outcome = { $outcome } nu e un rezultat: alege `white`, `black` sau `void`.
ladder-admin-unrated = Partida #{ $game } nu e nici cu rating, nici de scară: moderatorii decid doar astfel de partide.
ladder-admin-not-started = Partida #{ $game } nu a început: nu ai ce decide.
ladder-admin-outcome = { $outcome ->
        [white] câștigată de albe
        [black] câștigată de negre
        [white-forfeit] câștigată de albe prin neprezentare
        [black-forfeit] câștigată de negre prin neprezentare
        [void] anulată
        [voided] anulată (ca și cum nu s-ar fi jucat)
        [running] în desfășurare
        [draw] remiză
       *[none] fără rezultat
    }
ladder-admin-decided = Partida #{ $game } e acum { $outcome } (înainte: { $was }). Locurile și ratingurile grupului au fost recalculate ({ $count ->
        [one] { $count } partidă cu rating
        [few] { $count } partide cu rating
       *[other] { $count } de partide cu rating
    }).
ladder-admin-log-decided = { $moderator } a stabilit rezultatul partidei #{ $game }: { $outcome } (înainte: { $was }).
ladder-admin-bad-reseed = { $reseed } nu e o reordonare: alege `by-rating` sau `keep`.
ladder-admin-season-ended = Sezonul { $season } al scării { $ladder } a fost arhivat ({ $count ->
        [one] { $count } jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }); începe sezonul { $next }, { $reseed ->
        [by-rating] cu locurile reordonate după rating
       *[keep] cu aceleași locuri
    }. Ratingurile se păstrează.
ladder-admin-log-season-ended = { $moderator } a încheiat sezonul { $season } al scării { $ladder } ({ $reseed ->
        [by-rating] locuri reordonate după rating
       *[keep] locuri păstrate
    }).
ladder-admin-log-head = Jurnalul de audit al scării { $ladder } (cele mai noi întâi), pagina { $page } din { $pages }:
ladder-admin-log-empty = (nimic aici)
ladder-admin-log-row = { $time } · { $moderator } · { $action } { $target }: { $before } → { $after } · motiv: { $reason }

## /settings moderator-role, /settings modlog
moderation-managers-only = Doar membrii cu permisiunea „Gestionează serverul” pot folosi { $command }: rolul de moderator nu poate schimba singur cine moderează sau unde se înregistrează acțiunile moderatorilor. Nu s-a schimbat nimic.
moderation-settings = { $role ->
        [some] rol de moderator: { $role_name }
       *[none] niciun rol de moderator (doar „Gestionează serverul”)
    }, { $channel ->
        [some] acțiunile moderatorilor apar în { $channel_name }
       *[none] niciun canal pentru jurnalul de moderare
    }
moderation-saved = Salvat: { $settings }.
moderation-log-changed = { $moderator } a modificat setările de moderare: { $settings }.

# Valorile păstrate în jurnalul moderatorilor.
ladder-log-position = locul { $position }
ladder-log-off-ladder = în afara scării
ladder-log-season = sezonul { $season }
ladder-log-season-reseeded = sezonul { $season } ({ $how ->
    [by-rating] reordonat după rating
   *[keep] locuri păstrate
})
ladder-log-outcome = { $outcome ->
    [running] în desfășurare
    [white] victoria albelor
    [black] victoria negrelor
    [draw] remiză
    [void] anulată
   *[none] fără rezultat
}
ladder-log-created = { $kind } { $size }, ceas { $clock }
ladder-log-state = { $state ->
    [open] deschisă
   *[closed] închisă
}
ladder-log-reason = { $reason ->
    [created] creare
    [started] pornire
    [changed] modificare
    [closed] închidere
    [withdrew] retragere
   *[settings] setări modificate
}
