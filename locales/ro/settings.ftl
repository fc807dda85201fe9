# `/settings`: valorile implicite ale unui server și limba mesajelor lui publice. Numele
# setărilor sunt numele opțiunilor din `/settings change` (clock, challenge-expiry, …) și nu
# se traduc. Glosar: control al timpului (clock), provocare (challenge), concediu (vacation),
# memento (reminder), fir de discuție (thread), mesaj privat (DM), moderator.

settings-show = **Setările acestui server**
    { $settings }
settings-saved =
    Setări salvate.
    { $settings }
settings-list =
    - clock (controlul timpului): { $clock }
    - challenge-expiry (cât așteaptă o provocare): { $expiry }
    - vacation-days (zile de concediu pe an): { $vacation_days }
    - reminder-dms (mementouri prin mesaj privat): { $reminder_dms ->
        [on] activat
       *[off] dezactivat
    }
    - thread (fir de discuție pentru fiecare partidă): { $thread ->
        [on] activat
       *[off] dezactivat
    }
settings-language = - language (limba mesajelor publice): { $language }
settings-language-auto = - language (limba mesajelor publice): automat: { $language } (limba serverului pe Discord)
settings-moderator-role = - moderator-role (rolul moderatorilor): { $role }
settings-moderator-role-none = - moderator-role (rolul moderatorilor): niciunul (doar permisiunea „Gestionează serverul”)
settings-modlog = - modlog (jurnalul de moderare): { $channel }
settings-modlog-none = - modlog (jurnalul de moderare): niciunul
settings-show-footer = Le schimbi cu `/settings change`; ultimele două cu `/settings moderator-role` și `/settings modlog` (doar cu permisiunea „Gestionează serverul”).

settings-nothing-to-change = Nimic de schimbat: numește cel puțin o setare, de exemplu `/settings change clock:5d vacation-days:21`.
settings-unknown-language = Breaker nu vorbește limba { $language }. Alege una dintre { $languages }, sau `auto` ca să urmezi limba serverului pe Discord.
settings-bad-clock = { $error }. Variante gata făcute: { $presets }.
settings-bad-expiry = O provocare poate aștepta între 1 oră și 60 de zile, nu { $expiry }.
settings-bad-vacation-days = Zilele de concediu pe an trebuie să fie între 0 și { $max }, nu { $days }.
settings-in-server = Setările țin de un server: folosește `/settings` acolo.
settings-manage-server-only = Doar membrii cu permisiunea „Gestionează serverul” pot folosi `/settings`.

settings-error-duration = `{ $text }` nu este o durată: scrie un număr și o unitate, m, h sau d, care se pot combina (`3d`, `36h`, `2d3h`)
settings-error-clock = `{ $text }` nu este un control al timpului: scrie `3d` (zile pe mutare) sau `3d+1d` (o rezervă care primește o zi la fiecare mutare)
settings-error-clock-range = timpul unui control trebuie să fie între 1 oră și 60 de zile, nu `{ $text }`
settings-error-increment = în `{ $clock }` adaosul trebuie să fie de cel puțin 1 minut și cel mult cât rezerva ({ $base }): o rezervă nu depășește niciodată valoarea de pornire, deci un adaos mai mare n-ar folosi la nimic
