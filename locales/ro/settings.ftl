# `/settings`: valorile implicite ale unui server și limba mesajelor lui publice. Setările
# poartă numele opțiunilor din `/settings change`, așa cum le arată Discord în română
# (commands.ftl): ceas, expirare-provocare, zile-concediu, mementouri-directe, fir, limbă.
# Glosar: ceas (clock), provocare (challenge), concediu (vacation), memento (reminder),
# fir (thread), mesaj direct (DM), moderator; „Gestionează serverul” (Manage Server).

settings-show = **Setările acestui server**
    { $settings }
settings-saved =
    Setări salvate.
    { $settings }
# Câte un rând pe setare; $clock și $expiry sunt cod, de ex. `3d` și `7d`.
settings-list =
    - ceas: { $clock }
    - expirare-provocare: { $expiry }
    - zile-concediu: { $vacation_days } pe an
    - mementouri-directe: { $reminder_dms ->
        [on] activat
       *[off] dezactivat
    }
    - fir: { $thread ->
        [on] activat
       *[off] dezactivat
    }
# $language: numele limbii în limba ei (Русский).
settings-language = - limbă: { $language }
settings-language-auto = - limbă: automat, { $language } (limba serverului pe Discord)
settings-moderator-role = - rol-moderator: { $role }
settings-moderator-role-none = - rol-moderator: niciunul (doar cei cu „Gestionează serverul”)
settings-modlog = - jurnal-moderare: { $channel }
settings-modlog-none = - jurnal-moderare: niciunul
settings-show-footer = Le schimbi cu `/settings change`; ultimele două, cu `/settings moderator-role` și `/settings modlog` (doar cu permisiunea „Gestionează serverul”).

settings-nothing-to-change = Nimic de schimbat: numește cel puțin o setare, de exemplu `/settings change clock:5d vacation-days:21`.
# $languages: limbile lui Breaker, fiecare cu codul ei.
settings-unknown-language = Breaker nu vorbește { $language }. Alege una dintre { $languages } sau `auto`, ca să urmezi limba serverului pe Discord.
settings-bad-clock = { $error }. Variante predefinite: { $presets }.
settings-bad-expiry = O provocare poate aștepta între 1 oră și 60 de zile, nu { $expiry }.
settings-bad-vacation-days = Zilele de concediu pe an trebuie să fie între 0 și { $max }, nu { $days }.
settings-in-server = Setările țin de un server: folosește `/settings` acolo.
settings-manage-server-only = Doar membrii cu permisiunea „Gestionează serverul” pot folosi `/settings`.

# Ce e greșit într-un ceas sau într-o durată scrisă la o setare; $text e ce s-a tastat.
settings-error-duration = `{ $text }` nu este o durată: scrie un număr și o unitate, `m` (minute), `h` (ore) sau `d` (zile), eventual combinate (`3d`, `36h`, `2d3h`)
settings-error-clock = `{ $text }` nu este o valoare validă de ceas: scrie `3d` (zile pe mutare) sau `3d+1d` (o rezervă care crește cu o zi la fiecare mutare)
settings-error-clock-range = timpul unui ceas trebuie să fie între 1 oră și 60 de zile, nu `{ $text }`
settings-error-increment = în `{ $clock }` adaosul trebuie să fie de cel puțin 1 minut și cel mult cât rezerva ({ $base }): rezerva nu crește niciodată peste valoarea de pornire, deci un adaos mai mare n-ar putea fi folosit
