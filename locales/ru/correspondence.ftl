# Игра по переписке: отпуск, напоминания и прочие уведомления, `/notify`, истёкшее время.
# Глоссарий: отпуск (vacation), напоминание (reminder), уведомление (notice),
# поражение по времени (time forfeit), партия (game), ход (move), контроль времени (clock),
# соперник (opponent), вызов (challenge), личные сообщения, ЛС (DM), сервер (server).

## Отпуск (`/vacation`)
vacation-already-until = Вы уже в отпуске до { $until }. `/vacation end` завершит его досрочно.
vacation-none-left = В этом году у вас не осталось дней отпуска (на этом сервере { $allowance } в год, все использованы). Они вернутся 1 января.
vacation-at-least-one-day = Отпуск длится не меньше 1 дня: `/vacation start days:1`.
vacation-too-many = Вы просите { $asked }, но дней отпуска в этом году осталось только { $left }. `/vacation start days:{ $rest }` возьмёт остаток.
vacation-already = Вы уже в отпуске. `/vacation end` завершит его досрочно.
vacation-started = { $player } **в отпуске** до { $until }: { $games ->
        [0] идущих партий на этом сервере нет
        [one] { $games } партия на этом сервере ждёт (часы соперника тоже)
        [few] { $games } партии на этом сервере ждут (часы соперников тоже)
       *[many] { $games } партий на этом сервере ждут (часы соперников тоже)
    }, без напоминаний и без поражений по времени. `/vacation end` завершит отпуск досрочно; после него дней отпуска в этом году останется: { $left }.
vacation-not-on = Вы не в отпуске. `/vacation start [days]` начинает отпуск; `/vacation` показывает, сколько дней у вас осталось.
vacation-days-left-now = Дней отпуска в этом году осталось: { $left }.
vacation-days-left = Дней отпуска в этом году у вас осталось: { $left } (из { $allowance } в год на этом сервере).
vacation-running = Вы в отпуске до { $until }: `/vacation end` завершит его досрочно.
vacation-start-hint = `/vacation start days:N` ставит на паузу все ваши партии здесь.
vacation-game-still-waits = Партия #{ $game } всё ещё ждёт: { $opponent } в отпуске до { $until }.
vacation-ended-nothing = Отпуск { $player } закончился (он длился { $length }).
vacation-ended = Отпуск { $player } закончился: { $games ->
        [one] { $games } партия продолжается
        [few] { $games } партии продолжаются
       *[many] { $games } партий продолжаются
    }, каждый срок сдвинут на { $length }.
vacation-in-server = Отпуск действует на сервере: используйте `/vacation` там.

## Уведомления в канале партии
notice-reminder = { $player }, ваш ход в партии **{ $game }** ({ $color }): время истекает { $deadline }.
notice-time-forfeit = **{ $game }** · у { $late } истекло время. **{ $winner } выигрывают по времени.** { $winner_player } побеждает { $loser_player }.
notice-aborted = **{ $game }** · { $late } — первый ход не сделан вовремя: **партия отменена**, без результата.
notice-expired = Вызов { $challenger } игроку { $challenged } (партия `{ $game }`) истёк без ответа.
notice-offline = Пока Breaker был недоступен ({ $at }): { $notice }
too-late-time-ran-out = Слишком поздно: в партии #{ $game } время истекло { $at }, и партия окончена (см. сообщение с результатом). Ничего не изменено.

## `/notify`
notify-dm-not-allowed = Этот сервер не разрешает напоминания в ЛС (модераторы выключили `reminder-dms`). Напоминания по-прежнему приходят в канал партии.
notify-dm-on = Напоминания будут приходить и в ЛС (`/notify dm:off` отключит их). Если ваши ЛС закрыты, напоминания всё равно придут в канал партии.
notify-dm-off = Теперь напоминания приходят только в канал партии (`/notify dm:on` добавит ЛС).
