# `/settings`: настройки сервера по умолчанию и язык его публичных сообщений. Каждая
# настройка названа по-человечески, а в скобках — параметр `/settings change`, которым она
# меняется (`clock:`, `challenge-expiry:` …: бот покажет его так, как он назван в меню).
# Глоссарий: контроль времени (clock), вызов (challenge), отпуск (vacation),
# напоминание (reminder), ветка (thread), личные сообщения, ЛС (DM), модератор (moderator).

settings-show = **Настройки этого сервера**
    { $settings }
settings-saved =
    Настройки сохранены.
    { $settings }
# По строке на настройку; $clock и $expiry — коды вроде `3d` и `7d`.
settings-list =
    - контроль времени (`clock:`): { $clock }
    - срок ответа на вызов (`challenge-expiry:`): { $expiry }
    - дней отпуска в год (`vacation-days:`): { $vacation_days }
    - напоминания в ЛС (`reminder-dms:`): { $reminder_dms ->
        [on] вкл.
       *[off] выкл.
    }
    - ветка для каждой партии (`thread:`): { $thread ->
        [on] вкл.
       *[off] выкл.
    }
# $language: название языка на нём самом (Русский).
settings-language = - язык публичных сообщений (`language:`): { $language }
settings-language-auto = - язык публичных сообщений (`language:`): автоматически, { $language } (язык сервера в Discord)
settings-moderator-role = - роль модераторов (`/settings moderator-role`): { $role }
settings-moderator-role-none = - роль модераторов (`/settings moderator-role`): нет (только право «Управлять сервером»)
settings-modlog = - журнал модерации (`/settings modlog`): { $channel }
settings-modlog-none = - журнал модерации (`/settings modlog`): нет
settings-show-footer = Изменить настройки можно командой `/settings change`, а две последние — командами `/settings moderator-role` и `/settings modlog` (только с правом «Управлять сервером»).

settings-nothing-to-change = Нечего менять: укажите хотя бы одну настройку, например `/settings change clock:5d vacation-days:21`.
# $languages: языки, на которых говорит Breaker, каждый со своим кодом.
settings-unknown-language = Breaker не говорит на языке { $language }. Выберите один из языков: { $languages } — или `auto`, чтобы следовать языку сервера в Discord.
settings-bad-clock = { $error }. Готовые варианты: { $presets }.
settings-bad-expiry = Вызов может ждать ответа от 1 часа до 60 дней, а не { $expiry }.
settings-bad-vacation-days = Дней отпуска в год может быть от 0 до { $max }, а не { $days }.
settings-in-server = Настройки есть только у сервера: используйте `/settings` там.
settings-manage-server-only = Команда `/settings` доступна только участникам с правом «Управлять сервером».

# Что не так с контролем времени или длительностью в настройке; $text — то, что набрали.
settings-error-duration = `{ $text }` — не длительность: напишите число и единицу (m — минуты, h — часы, d — дни), их можно сочетать (`3d`, `36h`, `2d3h`)
settings-error-clock = `{ $text }` — не контроль времени: напишите `3d` (дней на ход) или `3d+1d` (запас, к которому за каждый ход добавляется день)
settings-error-clock-range = время в контроле должно быть от 1 часа до 60 дней, а не `{ $text }`
settings-error-increment = в `{ $clock }` добавка должна быть от 1 минуты до размера запаса ({ $base }): запас никогда не превышает начальный, так что бо́льшая добавка не пригодилась бы
