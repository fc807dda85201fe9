# Отказы: что не так и что делать; их видит только автор команды (src/service/refusal.rs),
# а также слова ошибок самих игр (src/games/: ходы, размеры досок) и записи контроля времени.
# Глоссарий: партия (game), ход (move), фишка (piece), камень (stone), поле (square, site),
# замена (replacement), горизонталь (rank), вертикаль (file), контроль времени (clock),
# запас (bank), добавка (increment). Игроки ($player, $bot) не склоняются.
refusal-bad-game-ref = { $typed } — не номер партии. Укажите номер, который стоит у партии (например, `12`); `/games` покажет список.
refusal-unknown-game = Партии #{ $game } здесь нет. `/games` покажет партии этого канала и ваши.
refusal-not-a-player = Вы не участвуете в партии #{ $game }. Посмотреть её может любой: `/board game:{ $game }`.
refusal-not-your-turn = В партии #{ $game } сейчас не ваш ход: ходит { $player }. Когда придёт ваша очередь, вас упомянут.
refusal-wrong-channel = Партия #{ $game } идёт в канале { $channel }: ходите там.
# $error: причина, например «a2-a4 — фишки ходят на одно поле вперёд…».
refusal-illegal = Ход в партии #{ $game } не принят: { $error }. `/board game:{ $game }` покажет позицию, а параметр `ход` подсказывает допустимые ходы, пока вы печатаете.
refusal-bad-days = На ход нельзя дать { $days }: выберите от 1 до { $max }.
refusal-bad-level = Уровня ИИ { $level } нет: выберите от { $min } (новичок) до { $max } (сильнейший).
refusal-self-challenge = Бросить вызов себе нельзя. Вызовите другого участника или сыграйте с ИИ командой `/ai`.
refusal-bot-challenge = Боты не играют. Вызовите человека или ИИ Breaker ({ $bot }), либо воспользуйтесь `/ai`.
refusal-not-challenged = Принять вызов на партию #{ $game } может только { $player } — вызов брошен не вам. Бросьте свой вызов командой `/challenge`.
refusal-position-changed = Пока ваша команда шла, позиция изменилась: посмотрите на доску ещё раз (`/board game:{ $game }`) и повторите.
refusal-unknown-button = Эта кнопка больше не работает. Воспользуйтесь соответствующей командой.

## Размеры доски
refusal-bad-size = Такой размер доски не поддерживается: { $detail }. Размер доски для { FORM($kind, "gen") } — { $help }; если его не указывать, будет { $default }.
refusal-bad-size-other = { $why }. Размер доски для { FORM($kind, "gen") } — { $help }; если его не указывать, будет { $default }.
refusal-size-help = { $kind ->
    [breach] одно число от { $smallest } до { $largest } (например, { $example })
   *[other] ширина x высота, от { $smallest } до { $largest } (например, { $example })
}
refusal-size-breach-range = в Брешь играют на досках от { $min } до { $max }, а не { $size }
refusal-size-breakthrough-range = { $size }: доска Прорыва бывает шириной от { $min_width } до { $max_width } вертикалей и высотой от { $min_height } до { $max_height } горизонталей
refusal-size-breakthrough-syntax = `{ $size }`: запишите размер как ширина x высота, например 8x8
refusal-size-breach-square = `{ $size }`: доска в Бреши квадратная — укажите одно число от 5 до 19 (например, 10)
refusal-size-breach-syntax = `{ $size }`: размер доски для Бреши — одно число от 5 до 19 (например, 10)
refusal-size-too-large = { $size }: доска может быть не больше { $max }
refusal-unknown-game-kind = { $game } — не игра: игры здесь — Прорыв и Брешь
refusal-position-text = неверная запись позиции: { $detail }

## Ходы
refusal-move-syntax = `{ $text }` не похоже на запись хода — { $hint }
refusal-move-off-board = поле { $square } за пределами доски { $board }
refusal-move-occupied = поле { $square } занято
refusal-move-no-piece = на поле { $square } нет { $thing ->
    [stone] { $color ->
        [white] белого
       *[other] чёрного
    } камня
   *[other] { $color ->
        [white] белой
       *[other] чёрной
    } фишки
}
refusal-move-illegal = { $mv } — { $why }
refusal-move-no-replacement = заменить камень можно только сразу после нового рекорда соперника
refusal-move-game-over = партия уже окончена
refusal-hint-both = { $hint }; { $extra }
refusal-hint-site = поле записывается буквой и числом
refusal-hint-x = `x` ставится прямо перед заменяемым камнем
refusal-hint-breakthrough = укажите поле, откуда идёт фишка, и поле, куда она идёт, например `b2-b3` или `c4xd5`
refusal-hint-one-site = укажите одно поле, например `e5`
refusal-hint-two-sites = укажите 2 поля, например `d4 e5`
refusal-hint-two-sites-or-replace = укажите 2 поля, например `d4 e5`, или поле и заменяемый камень, например `d4 xe5`
refusal-hint-wrong-game = так в { FORM($kind, "prep") } не ходят
refusal-why-forward = фишки ходят на одно поле вперёд, прямо или по диагонали
refusal-why-different-sites = поставьте 2 камня на 2 разных поля
refusal-why-own-piece = на { $square } стоит ваша же фишка
refusal-why-straight-capture = прямым ходом бить нельзя, а поле { $square } занято
refusal-why-nothing-to-capture = на { $square } нечего бить; пишите { $mv }
refusal-stones-two = поставьте 2 камня, например `d4 e5`
refusal-stones-two-or-replace = поставьте 2 камня, например `d4 e5`, или 1 камень и замените 1, например `d4 xe5`
refusal-stones-two-not-more = поставьте 2 камня, например `d4 e5`, не больше
refusal-stones-two-or-replace-not-more = поставьте 2 камня, например `d4 e5`, или 1 камень и замените 1, например `d4 xe5`, не больше
refusal-stones-opening = белые начинают с 1 камня, например `e5`
refusal-stones-one-replace = заменить можно только 1 камень, например `d4 xe5`
refusal-stones-with-replacement = кроме замены поставьте ещё 1 камень, например `d4 xe5`
refusal-stones-only-one = с заменой ставится только 1 камень, например `d4 xe5`
refusal-stones-last-site = свободное поле осталось только одно: поставьте 1 камень, `{ $site }`

## Записи контроля времени
refusal-time-duration = `{ $text }` — не длительность: напишите число и единицу (m — минуты, h — часы, d — дни), их можно сочетать (`3d`, `36h`, `2d3h`)
refusal-time-clock = `{ $text }` — не контроль времени: напишите `3d` (дней на ход) или `3d+1d` (запас, к которому за каждый ход добавляется день)
refusal-time-range = Время в контроле должно быть от 1 часа до 60 дней, а не `{ $text }`
refusal-time-increment = В `{ $clock }` добавка должна быть от 1 минуты до размера запаса ({ $base }): запас никогда не превышает начальный, так что бо́льшая добавка не пригодилась бы
refusal-move-latin = { $typed } — не ход в партии #{ $game }: ходы пишутся латинскими буквами и цифрами, например { $example }.
