# Партии: вызов, ходы, доска, сдача, возврат хода, дополнительное время, анимации, записи.
# (src/service/ phrases.rs, board.rs, play.rs, challenge.rs, resign.rs, takeback.rs,
# more_time.rs, lookup.rs, ai.rs, replay.rs, export.rs, buttons.rs, autocomplete.rs,
# thread.rs, command_rate.rs)
# Глоссарий: партия (game), игра (Прорыв, Брешь), ход (move; в Бреши тоже «ход»),
# вызов (challenge), принять / отклонить (accept / decline), сдаться (resign),
# вернуть ход (takeback), контроль времени (clock), запас (bank), добавка (increment),
# срок (deadline), ИИ (AI), рейтинговая / нерейтинговая партия (rated / casual),
# анимация (replay), запись (record), горизонталь (rank), маркер (marker),
# шкала счёта (score track).
# Игроки ($player, $white, $black, $winner, $loser, $opponent, $bot…) — упоминания @имя:
# они не склоняются, поэтому стоят в именительном падеже («ходит @имя», «Побеждает @имя»),
# после двоеточия или тире («@белые — @чёрные»). Никаких глаголов прошедшего времени
# и кратких прилагательных при имени. $side, $winner, $loser в фразах phrase-win-* и
# $color — сообщения color-white / color-black: внутри фразы через FORM(…, "lower")
# или FORM(…, "gen").

## Общие фразы (phrases.rs)
phrase-title = #{ $game } { $kind } { $size }
phrase-next-move = { $kind ->
    [breach] ход
   *[other] ход
} { $number }
phrase-to-move = { $side ->
    [white] Ходят белые
   *[other] Ходят чёрные
} · { $kind ->
    [breach] ход
   *[other] ход
} { $number }
phrase-draw = Ничья
phrase-win-far-row = Победа { FORM($winner, "gen") }: фишка дошла до { $rank }-й горизонтали
phrase-win-all-captured = Победа { FORM($winner, "gen") }: все фишки { $loser ->
    [white] белых
   *[other] чёрных
} взяты
phrase-win-board-full = Победа { FORM($winner, "gen") }: доска заполнена, счёт { $marker }:{ $other_marker }
phrase-win-record = Победа { FORM($winner, "gen") }: ряд из { $size } { $size ->
    [one] камня
   *[other] камней
} заполнил шкалу счёта
phrase-win-resignation = Победа { FORM($winner, "gen") }: { FORM($loser, "lower") } сдались
phrase-win-timeout = Победа { FORM($winner, "gen") }: у { FORM($loser, "gen") } кончилось время
phrase-win-adjudication = Победа { FORM($winner, "gen") }: решение модератора
phrase-win-other = Победа { FORM($winner, "gen") }
phrase-voided = Аннулирована модератором, результата нет
phrase-aborted = Отменена: { FORM($side, "lower") } так и не сделали первый ход, результата нет
phrase-expired = Срок вызова истёк
phrase-declined = Вызов отклонён
phrase-over = Партия окончена
phrase-player = { $player } ({ FORM($side, "lower") })
phrase-clock = { $clock } ({ $base } на ход)
phrase-clock-increment = { $clock } (запас { $base }, +{ $increment } за ход)
phrase-due = , срок истекает { $time }

## /board (board.rs)
board-status-away = { $status } · { $player } в отпуске до { $date }
board-bad-view = { $view } — такой стороны нет: укажите `view:white` или `view:black`.
board-state-pending = ждёт, когда { $player } примет вызов
board-state-expired = срок вызова истёк
board-state-declined = вызов отклонён
board-state-active = ходит { $player } · { $next }
board-state-active-due = ходит { $player } · { $next } · срок истекает { $time }
board-state-finished = **{ $result }**
board-post = **{ $game }** · { $white } — { $black } · { $state }
board-post-last-move = **{ $game }** · { $white } — { $black } · { $state } · последний ход: { $last }

## /move (play.rs)
play-played = **{ $game }** · { $player } делает ход **{ $mv }**.
play-result-win = { $played } **{ $result }.** Побеждает { $winner }, проигрывает { $loser }.
play-result = { $played } **{ $result }.**
play-ai-thinking = { $played } { $bot } думает…
play-ai-queued = { $played } ИИ сейчас занят: ваша партия в очереди (перед ней: { $ahead }). { $bot } сделает ход, как только освободится.
play-your-move = { $played } { $player } ({ FORM($side, "lower") }), ваш ход{ $due }.
play-not-started = Партия #{ $game } ещё не началась: ждём, когда { $player } примет вызов.
play-game-over = Партия #{ $game } окончена.
play-game-declined = Вызов на партию #{ $game } отклонён.

## /resign (resign.rs)
resign-confirm = Сдать партию **{ $game }**? Соперник: { $opponent }. Отменить сдачу будет нельзя — для подтверждения нажмите «Сдаться».
resign-post = **{ $game }** · { $player } сдаётся. **{ $result }.** Побеждает { $winner }, проигрывает { $loser }.

## /moretime (more_time.rs)
more-time-bad-days = За один раз можно добавить от 1 до { $max } { $max ->
    [one] дня
   *[other] дней
}, а не { $days }.
more-time-your-move = Сейчас ваш ход в партии #{ $game }: добавить вам время может только соперник. Сделайте ход командой `/move`.
more-time-used-up = Партия #{ $game } уже получила всё дополнительное время, какое можно (7 дней).
more-time-at-most = Партии #{ $game } можно добавить не больше 7 дней в сумме. Уже добавлено: { $given }; осталось: { $left }.
more-time-no-deadline = У партии #{ $game } нет срока, который можно продлить.
more-time-given = **{ $game }** · { $giver } добавляет время: { $player } ({ FORM($side, "lower") }) получает **ещё { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[other] { $days } дней
}**. Теперь время истекает { $time }. Всего добавлено в этой партии: { $total } из 7 возможных.
more-time-given-paused = **{ $game }** · { $giver } добавляет время: { $player } ({ FORM($side, "lower") }) получает **ещё { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[other] { $days } дней
}**. Партия на паузе из-за отпуска; когда она продолжится, на ход останется { $left }. Всего добавлено в этой партии: { $total } из 7 возможных.

## Какую партию имеет в виду команда (lookup.rs)
lookup-none-to-play = В этом канале у вас нет идущей партии. Начните её командой `/challenge` (или `/ai`); `/games` покажет ваши партии.
lookup-none-to-accept = В этом канале вам никто не бросал вызов. `/games` покажет ваши партии.
lookup-none-to-decline = В этом канале у вас нет открытых вызовов. `/games` покажет ваши партии.
lookup-none-to-view = В этом канале нет идущей партии. Начните её командой `/challenge` или укажите номер партии в параметре `партия:`.
lookup-several = Подходит несколько партий (укажите нужную в параметре `партия:`):
lookup-several-game = { $game }: { $white } — { $black }

## /challenge, /ai, /accept, /decline (challenge.rs)
challenge-bad-clock = { $error }. Готовые варианты: { $presets }.
challenge-ai-unrated = Партии с ИИ не бывают рейтинговыми. Чтобы сыграть с ИИ ({ $bot }), уберите `рейтинговая:true`; для рейтинговой партии вызовите человека.
challenge-no-thread-permission = Breaker не может открывать ветки в этом канале: здесь ему нужны права «Создавать публичные ветки» и «Отправлять сообщения в ветках». Бросьте вызов ещё раз без `ветка:true` или попросите модератора выдать Breaker эти права. Партия не начата.
challenge-too-many = У вас уже { $count ->
    [one] { $count } открытый вызов
    [few] { $count } открытых вызова
   *[other] { $count } открытых вызовов
}, а больше { $max } на игрока нельзя. Дождитесь, пока какой-нибудь из них примут или отклонят, или отзовите один (`/decline game:ID` работает и для вашего собственного вызова; `/games` покажет их все), а потом бросьте вызов снова.
challenge-invite = { $opponent }, { $challenger } вызывает вас на **{ $rated ->
    [rated] рейтинговую партию в { $kind } { $size }
   *[other] партию в { $kind } { $size }
}** (партия `{ $game }`): { $challenger } — { FORM($side, "lower") }, вы — { FORM($other_side, "lower") }, контроль времени { $clock }. Примите или отклоните вызов кнопками ниже; вызов истекает { $until }.
challenge-ai-thinking = { $bot } думает…
challenge-ai-queued = ИИ сейчас занят: ваша партия в очереди (перед ней: { $ahead }). { $bot } сделает ход, как только освободится.
challenge-ai-your-move = { $player }, ваш ход: `/move`{ $due }.
challenge-ai-begins = **{ $game }** начинается: { $white } — { $black }, ИИ уровня { $level }. { $next }
challenge-begins = **{ $game }** начинается: { $white } — { $black }, контроль времени { $clock }.{ $rated ->
    [rated] {" "}Партия рейтинговая.
   *[other] {""}
} { $player }, ваш ход: `/move`{ $due }.
challenge-declined = { $challenged } отклоняет вызов на партию `{ $game }`. Автор вызова: { $challenger }.
challenge-withdrawn = { $challenger } отзывает вызов на партию `{ $game }`. Соперник: { $challenged }.
challenge-already-started = Партия #{ $game } уже началась.

## /takeback (takeback.rs)
takeback-rated = Партия #{ $game } рейтинговая: возвращать ходы можно только в нерейтинговых партиях.
takeback-already-asked = Вы уже попросили вернуть ход в партии #{ $game }, ответа пока нет. Решает соперник: { $opponent }.
takeback-opponent-asked = { $opponent } уже просит вернуть ход в партии #{ $game }: ответьте командой `/takeback answer:accept` или `/takeback answer:decline`.
takeback-nothing = В партии #{ $game } у вас нет хода, который можно вернуть.
takeback-ai-refuses = { $bot } на уровне { $level } не разрешает возвращать ходы (это можно на уровнях с 1 по { $max }). Играйте дальше или сдайтесь командой `/resign`.
takeback-asks = **{ $game }** · { $player } просит вернуть ход **{ $mv }**. { $opponent }, вы согласны? (`/takeback answer:accept` или `/takeback answer:decline`; любой ход отменяет просьбу.)
takeback-asks-with-reply = **{ $game }** · { $player } просит вернуть ход **{ $mv }** и ответный ход **{ $reply }**. { $opponent }, вы согласны? (`/takeback answer:accept` или `/takeback answer:decline`; любой ход отменяет просьбу.)
takeback-no-request = В партии #{ $game } нет просьбы вернуть ход. Попросить можно командой `/takeback`.
takeback-own-request = Эту просьбу вернуть ход отправили вы сами: решает { $player }.
takeback-not-yours = Ответить на просьбу вернуть ход в партии #{ $game } может только { $player }.
takeback-declined = **{ $game }** · { $asker }, { $player } не разрешает вернуть ход: ходы остаются в силе.
takeback-took-back = **{ $game }** · { $player } возвращает ход **{ $mv }**{ $agreed ->
    [ai] {" "}({ $bot } не возражает)
   *[other] {""}
}. { $next }
takeback-took-back-with-reply = **{ $game }** · { $player } возвращает ход **{ $mv }** и ответный ход **{ $reply }**{ $agreed ->
    [ai] {" "}({ $bot } не возражает)
   *[other] {""}
}. { $next }
takeback-next-ai = { $bot } думает…
takeback-next-player = { $player }, ваш ход{ $due }.

## Ходы ИИ (ai.rs)
ai-search-failed = **{ $game }** · ИИ не может сделать ход: поиск дважды завершился сбоем. { $player }, партия остаётся открытой; { $bot } попробует снова после перезапуска, а `/board` покажет позицию.
ai-queue-full = ИИ ({ $bot }) сейчас перегружен: в очереди { $count ->
    [one] { $count } запрос
    [few] { $count } запроса
   *[other] { $count } запросов
}, поэтому { $undone ->
    [move] ваш ход не сыгран
    [game] партия не начата
    [hint] подсказки не будет
   *[other] ничего не сделано
}. Попробуйте через минуту.
ai-too-many-games = У вас уже { $count ->
    [one] { $count } открытая партия
    [few] { $count } открытые партии
   *[other] { $count } открытых партий
} с ИИ ({ $bot }), а больше { $max } на игрока нельзя: доиграйте или сдайте одну из них (`/games`), прежде чем начинать новую.

## /replay (replay.rs)
replay-too-many = { $count ->
    [one] Сейчас готовится { $count } анимация
    [few] Сейчас готовятся { $count } анимации
   *[other] Сейчас готовится { $count } анимаций
} — больше Breaker в очередь не ставит. Попросите снова через минуту. Ничего не изменилось.
replay-queued = Анимация партии **{ $game }** готовится (перед ней в очереди: { $ahead }); она появится здесь, когда будет готова.
replay-post = Анимация партии **{ $game }**: { $white } — { $black }, { $length }.
replay-no-moves = { $kind ->
    [breach] ходов ещё нет
   *[other] ходов ещё нет
}
replay-count-turns = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[other] { $count } ходов
}

## /export (export.rs)
export-post = Запись партии **{ $game }**: { $white } — { $black }.

## Кнопки (buttons.rs)
button-accept = Принять
button-decline = Отклонить
button-resign = Сдаться
button-takeback-accept = Разрешить вернуть ход
button-takeback-decline = Не разрешать

## Варианты автодополнения (autocomplete.rs)
choice-game = { $game } · { $white } — { $black } · { $state ->
    [challenge] вызов
    [yours] ваш ход
   *[theirs] ход соперника
}

## Ветка партии (thread.rs)
thread-name = #{ $game } { $white } — { $black }

## Ограничение частоты команд (command_rate.rs)
rate-too-fast = Вы отправляете команды слишком часто: подождите { $wait } с и попробуйте снова (не больше { $limit } { $limit ->
    [one] команды
   *[other] команд
} за { $window } с). Ничего не изменилось.

## Значения параметров, которые читает консоль
challenge-bad-color = { $typed } — не цвет: выберите `white` (белые), `black` (чёрные) или `random` (жребий).
command-rate-bad = { $typed } — не частота команд: напишите КОЛИЧЕСТВО/СЕКУНДЫ, например `10/10s`.

button-move = Сделать ход
move-form-title = Партия #{ $game }: ваш ход
move-form-field = Ваш ход (например, b2-b3)

# Видно только автору запроса; $count: его заметок в записи.
export-notes = Запись партии **{ $game }**: { $white } — { $black }, ваши заметки — в комментариях (заметок: { $count }). Эту запись видите только вы.
