# `/settings`: настройки сервера по умолчанию и язык его публичных сообщений. Названия
# настроек — это названия опций `/settings change` (clock, challenge-expiry, …), они не
# переводятся. Глоссарий: контроль времени (clock), вызов (challenge), отпуск (vacation),
# напоминание (reminder), ветка (thread), ЛС (DM), модератор (moderator).

settings-show = **Настройки этого сервера**
    { $settings }
settings-saved =
    Настройки сохранены.
    { $settings }
settings-list =
    - clock (контроль времени): { $clock }
    - challenge-expiry (срок ответа на вызов): { $expiry }
    - vacation-days (дней отпуска в год): { $vacation_days }
    - reminder-dms (напоминания в ЛС): { $reminder_dms ->
        [on] вкл.
       *[off] выкл.
    }
    - thread (ветка для каждой партии): { $thread ->
        [on] вкл.
       *[off] выкл.
    }
settings-language = - language (язык публичных сообщений): { $language }
settings-language-auto = - language (язык публичных сообщений): автоматически: { $language } (язык сервера в Discord)
settings-moderator-role = - moderator-role (роль модераторов): { $role }
settings-moderator-role-none = - moderator-role (роль модераторов): нет (только право «Управлять сервером»)
settings-modlog = - modlog (журнал модерации): { $channel }
settings-modlog-none = - modlog (журнал модерации): нет
settings-show-footer = Изменить их можно через `/settings change`; две последние — через `/settings moderator-role` и `/settings modlog` (только с правом «Управлять сервером»).

settings-nothing-to-change = Нечего менять: укажите хотя бы одну настройку, например `/settings change clock:5d vacation-days:21`.
settings-unknown-language = Breaker не говорит на языке { $language }. Выберите один из языков: { $languages } — или `auto`, чтобы следовать языку сервера в Discord.
settings-bad-clock = { $error }. Готовые варианты: { $presets }.
settings-bad-expiry = Вызов может ждать от 1 часа до 60 дней, а не { $expiry }.
settings-bad-vacation-days = Дней отпуска в год может быть от 0 до { $max }, а не { $days }.
settings-in-server = Настройки относятся к серверу: используйте `/settings` там.
settings-manage-server-only = Пользоваться `/settings` могут только участники с правом «Управлять сервером».

settings-error-duration = `{ $text }` — не длительность: напишите число и единицу m, h или d, их можно сочетать (`3d`, `36h`, `2d3h`)
settings-error-clock = `{ $text }` — не контроль времени: напишите `3d` (дней на ход) или `3d+1d` (запас, к которому за каждый ход добавляется день)
settings-error-clock-range = время контроля должно быть от 1 часа до 60 дней, а не `{ $text }`
settings-error-increment = в `{ $clock }` добавка должна быть не меньше 1 минуты и не больше запаса ({ $base }): запас никогда не превышает начального, так что большая добавка не пригодилась бы
