# Партии: вызов, ходы, доска, сдача, возврат хода, дополнительное время, анимации, записи.
# Глоссарий: партия (game), ход (move; в Бреши тоже «ход»), вызов (challenge),
# принять/отклонить (accept/decline), сдаться (resign), возврат хода (takeback),
# контроль времени (clock), запас времени (bank), срок (deadline), ИИ (AI),
# рейтинговая/товарищеская партия (rated/casual), анимация (replay GIF), запись (record),
# отпуск (vacation), горизонталь (rank), маркер (marker), шкала счёта (record track).
# Стороны ($side, $winner, $loser как текст) стоят в именительном падеже: «Белые», «Чёрные».

## Общие фразы
phrase-title = #{ $game } { $kind } { $size }
phrase-next-move = { $kind ->
    [breach] ход
   *[other] ход
} { $number }
phrase-to-move = { $side ->
    [white] Ход белых
   *[other] Ход чёрных
} · { $kind ->
    [breach] ход
   *[other] ход
} { $number }
phrase-draw = Ничья
phrase-win-far-row = { $winner } побеждают: фишка дошла до { $rank }-й горизонтали
phrase-win-all-captured = { $winner } побеждают: все фишки { $loser ->
    [white] белых
   *[other] чёрных
} взяты
phrase-win-board-full = { $winner } побеждают: доска заполнена, маркеры { $marker } против { $other_marker }
phrase-win-record = { $winner } побеждают: ряд из { $size } дошёл до вершины шкалы
phrase-win-resignation = { $winner } побеждают: { $loser } сдались
phrase-win-timeout = { $winner } побеждают: { $loser } просрочили время
phrase-win-adjudication = { $winner } побеждают: решение модератора
phrase-win-other = { $winner } побеждают
phrase-voided = Аннулирована модератором: без результата
phrase-aborted = Прервана: { $side } так и не сделали ход, без результата
phrase-expired = Вызов истёк
phrase-declined = Вызов отклонён
phrase-over = Окончена
phrase-player = { $player } ({ $side })
phrase-clock = { $clock } ({ $base } на ход)
phrase-clock-increment = { $clock } (запас { $base }, +{ $increment } за ход)
phrase-due = , срок — { $time }

## /board
board-status-away = { $status } · { $player } в отпуске до { $date }
board-bad-view = { $view } — не сторона доски: укажите `view:white` или `view:black`.
board-state-pending = ждёт, пока { $player } примет вызов
board-state-expired = вызов истёк
board-state-declined = вызов отклонён
board-state-active = ходит { $player } · { $next }
board-state-active-due = ходит { $player } · { $next } · срок — { $time }
board-state-finished = **{ $result }**
board-post = **{ $game }** · { $white } против { $black } · { $state }
board-post-last-move = **{ $game }** · { $white } против { $black } · { $state } · последний ход { $last }

## /move
play-played = **{ $game }** · ход { $player }: **{ $mv }**.
play-result-win = { $played } **{ $result }.** { $winner } обыгрывает { $loser }.
play-result = { $played } **{ $result }.**
play-ai-thinking = { $played } { $bot } думает…
play-ai-queued = { $played } { $bot } занят: ваша партия в очереди к ИИ (перед ней: { $ahead }); ход последует, как только ИИ освободится.
play-your-move = { $played } { $player } ({ $side }), ваш ход{ $due }.
play-not-started = Партия #{ $game } ещё не началась: вызов пока не принят игроком { $player }.
play-game-over = Партия #{ $game } окончена.
play-game-declined = Вызов на партию #{ $game } отклонён.

## /resign
resign-confirm = Сдаться в партии **{ $game }** против { $opponent }? Отменить это нельзя: нажмите «Сдаться» для подтверждения.
resign-post = **{ $game }** · { $player } сдаётся. **{ $result }.** { $winner } обыгрывает { $loser }.

## /moretime
more-time-bad-days = За раз можно дать от 1 до { $max } дней, а не { $days }.
more-time-your-move = Сейчас ваш ход в партии #{ $game }: добавить вам время может только соперник. Сделайте ход командой `/move`.
more-time-used-up = Партия #{ $game } уже получила максимум дополнительного времени (7 дней).
more-time-at-most = Партия #{ $game } может получить всего не более 7 дней дополнительного времени; уже дано { $given }, так что можно добавить не более { $left }.
more-time-no-deadline = У партии #{ $game } нет срока, который можно продлить.
more-time-given = **{ $game }** · { $giver } даёт { $player } ({ $side }) **ещё { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}**: теперь время истекает { $time }. Дополнительное время в этой партии: { $total } из 7 дней.
more-time-given-paused = **{ $game }** · { $giver } даёт { $player } ({ $side }) **ещё { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}**: партия ждёт конца отпуска; когда она продолжится, у { $player } будет { $left }. Дополнительное время в этой партии: { $total } из 7 дней.

## Поиск партии
lookup-none-to-play = У вас нет идущей партии в этом канале. Начните её командой `/challenge` (или `/ai`); `/games` покажет ваши партии.
lookup-none-to-accept = В этом канале вас никто не вызывал. `/games` покажет ваши партии.
lookup-none-to-decline = У вас нет открытого вызова в этом канале. `/games` покажет ваши партии.
lookup-none-to-view = В этом канале нет идущей партии. Начните её командой `/challenge` или укажите партию через `game:`.
lookup-several = Подходит несколько партий; уточните через `game:`:
lookup-several-game = { $game }: { $white } против { $black }

## /challenge, /ai, /accept, /decline
challenge-bad-clock = { $error }. Готовые варианты: { $presets }.
challenge-ai-unrated = Партии против ИИ никогда не бывают рейтинговыми. Уберите `rated:true`, чтобы сыграть с { $bot }, или вызовите человека на рейтинговую партию.
challenge-rated-in-dm = Рейтинговые партии идут в рейтинг сервера, поэтому играются в канале сервера, а не в личных сообщениях. Бросьте вызов там с `rated:true` или уберите этот параметр здесь.
challenge-too-many = У вас уже { $count ->
    [one] { $count } открытый вызов
    [few] { $count } открытых вызова
   *[many] { $count } открытых вызовов
}, а лимит — { $max } на игрока. Дождитесь, пока один из них примут или отклонят, или отзовите его (`/decline game:ID` работает и для вашего вызова; `/games` их покажет), затем бросьте вызов снова.
challenge-invite = { $opponent }, { $challenger } вызывает вас на **{ $rated ->
    [rated] рейтинговую партию в { $kind } { $size }
   *[other] партию в { $kind } { $size }
}** (партия `{ $game }`): { $challenger } — { $side }, вы — { $other_side }, контроль времени { $clock }. Примите или отклоните вызов кнопками ниже; вызов истекает { $until }.
challenge-ai-thinking = { $bot } думает…
challenge-ai-queued = { $bot } занят: ваша партия в очереди к ИИ (перед ней: { $ahead }); ход последует, как только ИИ освободится.
challenge-ai-your-move = { $player }, ваш ход: `/move`{ $due }.
challenge-ai-begins = **{ $game }** начинается: { $white } против { $black }, ИИ уровня { $level }. { $next }
challenge-begins = **{ $game }** начинается: { $white } против { $black }, контроль времени { $clock }.{ $rated ->
    [rated] {" "}Рейтинговая.
   *[other] {""}
} { $player }, ваш ход: `/move`{ $due }.
challenge-declined = { $challenged } отклоняет вызов от { $challenger } (партия `{ $game }`).
challenge-withdrawn = { $challenger } отзывает вызов, брошенный { $challenged } (партия `{ $game }`).
challenge-already-started = Партия #{ $game } уже началась.

## /takeback
takeback-rated = Партия #{ $game } рейтинговая: возврат хода возможен только в товарищеских партиях.
takeback-already-asked = Вы уже попросили вернуть ход в партии #{ $game }: ответа от { $opponent } пока нет.
takeback-opponent-asked = { $opponent } уже просит вернуть ход в партии #{ $game }: ответьте командой `/takeback answer:accept` или `/takeback answer:decline`.
takeback-nothing = В партии #{ $game } у вас нет хода, который можно вернуть.
takeback-ai-refuses = { $bot } на уровне { $level } не разрешает возвращать ходы (разрешают уровни с 1 по { $max }). Играйте дальше или сдайтесь командой `/resign`.
takeback-asks = **{ $game }** · { $player } просит вернуть ход **{ $mv }**. { $opponent }, вы согласны? (`/takeback answer:accept` или `/takeback answer:decline`; любой ход отменяет просьбу.)
takeback-asks-with-reply = **{ $game }** · { $player } просит вернуть ход **{ $mv }** и ответ **{ $reply }**. { $opponent }, вы согласны? (`/takeback answer:accept` или `/takeback answer:decline`; любой ход отменяет просьбу.)
takeback-no-request = В партии #{ $game } нет просьбы о возврате хода. Попросите сами командой `/takeback`.
takeback-own-request = Это ваша собственная просьба о возврате хода: решает { $player }.
takeback-not-yours = Ответить на просьбу о возврате хода в партии #{ $game } может только { $player }.
takeback-declined = **{ $game }** · { $player } отклоняет просьбу { $asker } о возврате хода: ходы остаются в силе.
takeback-took-back = **{ $game }** · { $player } возвращает ход **{ $mv }**{ $agreed ->
    [ai] {" "}(с согласия { $bot })
   *[other] {""}
}. { $next }
takeback-took-back-with-reply = **{ $game }** · { $player } возвращает ход **{ $mv }** и ответ **{ $reply }**{ $agreed ->
    [ai] {" "}(с согласия { $bot })
   *[other] {""}
}. { $next }
takeback-next-ai = { $bot } думает…
takeback-next-player = { $player }, ваш ход{ $due }.

## Ходы ИИ
ai-search-failed = **{ $game }** · { $bot } не смог сделать ход: поиск дважды завершился сбоем. { $player }, партия остаётся открытой; { $bot } попробует снова после перезапуска, а `/board` покажет позицию.
ai-queue-full = { $bot } занят: сейчас в очереди к ИИ { $count ->
    [one] { $count } запрос
    [few] { $count } запроса
   *[many] { $count } запросов
}, поэтому { $undone ->
    [move] ваш ход не сыгран
    [game] партия не начата
    [hint] подсказка не дана
   *[other] ничего не сделано
}. Попробуйте через минуту.
ai-too-many-games = У вас { $count ->
    [one] { $count } открытая партия
    [few] { $count } открытые партии
   *[many] { $count } открытых партий
} против { $bot }: сначала доиграйте или сдайте одну из них (`/games`). Лимит — { $max } на игрока.

## /replay
replay-too-many = Сейчас готовится анимаций: { $count } — больше Breaker в очередь не ставит. Попробуйте через минуту. Ничего не изменилось.
replay-queued = Анимация партии **{ $game }** готовится (перед ней в очереди: { $ahead }): она появится здесь, когда будет готова.
replay-post = Анимация партии **{ $game }**: { $white } против { $black }, { $length }.
replay-no-moves = { $kind ->
    [breach] ходов ещё нет
   *[other] ходов ещё нет
}
replay-count-turns = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}

## /export
export-post = Запись партии **{ $game }**: { $white } против { $black }.

## Кнопки
button-accept = Принять
button-decline = Отклонить
button-resign = Сдаться
button-takeback-accept = Разрешить возврат
button-takeback-decline = Отказать в возврате

## Подсказки автодополнения
choice-game = { $game } · { $white } против { $black } · { $state ->
    [challenge] вызов
    [yours] ваш ход
   *[theirs] ход соперника
}

## Ветка партии
thread-name = #{ $game } { $white } против { $black }

## Ограничение частоты команд
rate-too-fast = Вы отправляете команды слишком часто: подождите { $wait } с и попробуйте снова (не более { $limit } { $limit ->
    [one] команды
    [few] команд
   *[many] команд
} за { $window } с). Ничего не изменилось.

## Значения параметров, которые читает консоль
challenge-bad-color = { $typed } — не цвет: выберите `white` (белые), `black` (чёрные) или `random` (жребий).
command-rate-bad = { $typed } — не частота команд: напишите КОЛИЧЕСТВО/СЕКУНДЫ, например `10/10s`.
