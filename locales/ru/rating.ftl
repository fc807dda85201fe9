# Рейтинги глазами игроков: `/rating` и строка рейтингов под результатом.
# Глоссарий: рейтинг (rating), отклонение (deviation, RD), серия (streak),
# категория рейтинга (pool: игра и размер доски или лестница), лестница (ladder),
# рейтинговая партия (rated game), личные встречи (head-to-head).
# Игрок ($player, $opponent) не склоняется: «@имя: …», «(соперник: @имя)».

# $white_change, $black_change: 1612 → 1627 (+15) (`?` — предварительный рейтинг).
rating-note = Рейтинги: { $white } { $white_change } · { $black } { $black_change }
rating-rated-games = { $count ->
    [one] { $count } рейтинговая партия
    [few] { $count } рейтинговые партии
   *[other] { $count } рейтинговых партий
}
# $kind: win, loss или none (серии нет).
rating-streak = { $kind ->
    [win] { $count ->
        [one] { $count } победа
        [few] { $count } победы
       *[other] { $count } побед
    }
    [loss] { $count ->
        [one] { $count } поражение
        [few] { $count } поражения
       *[other] { $count } поражений
    }
   *[none] нет
}
# Победы–поражения (и ничьи).
rating-record = { $wins }–{ $losses } (В–П)
rating-record-draws = { $wins }–{ $losses }–{ $draws } (В–П–Н)
rating-vs-self = В `vs:` нужен другой игрок: личные встречи считаются между двумя разными игроками, а здесь оба раза { $player }.
# $pool: категория (Прорыв 8x8 или лестница spring (Брешь 9x9)); $start: 1500?.
rating-none-yet = { $player }: рейтинговых партий пока нет ({ $pool }); все начинают с рейтинга { $start } (отклонение 350).
# $record: rating-record; $streak, $best: rating-streak.
rating-summary = { $player } · { $pool }: рейтинг **{ $rating }**, отклонение { $deviation }, { $record }; текущая серия: { $streak }, лучшая серия: { $best }.
rating-provisional = (`?` — рейтинг предварительный, пока отклонение не опустится ниже { $deviation }.)
rating-head-to-head-none = Личные встречи (соперник: { $opponent }): рейтинговых партий нет ({ $pool }).
rating-head-to-head = Личные встречи (соперник: { $opponent }): { $record }, всего { $games }.
# Под графиком рейтинга: две даты (2027-01-05).
rating-chart-dates = с { $from } по { $to }
rating-no-such-ladder = На этом сервере нет лестницы { $ladder }. `/ladder list` покажет все лестницы.
rating-none-at-size = { $player }: здесь нет рейтинговых партий на доске { $size }.
rating-none-here = { $player }: на этом сервере пока нет рейтинговых партий. Рейтинговая партия начинается командой `/challenge rated:true`; после неё `/rating` покажет рейтинг и его график.
rating-none-here-at-size = { $player }: на этом сервере пока нет рейтинговых партий на доске { $size }. Рейтинговая партия начинается командой `/challenge rated:true`; после неё `/rating` покажет рейтинг и его график.
rating-choose-pool = { $player }: рейтинг здесь есть в нескольких категориях; выберите одну:
# $command: команда /rating для одной категории; $games: rating-rated-games.
rating-pool-choice = - { $command } ({ $games })
# Где ещё у игрока есть рейтинг: $places — список rating-elsewhere-pool и
# rating-elsewhere-ladder через точку с запятой.
rating-elsewhere = Рейтинг есть и в других категориях: { $places }.
rating-elsewhere-pool = { $game } { $size } — попробуйте { $option }
rating-elsewhere-ladder = лестница { $ladder } — попробуйте { $option }
rating-pool = { $game } { $size }
rating-pool-ladder = лестница { $ladder } ({ $game } { $size })
rating-pool-ladder-gone = лестница #{ $id }
# Вне серверов: свои категории рейтинга у партий вне серверов (ЛС с Breaker, ЛС и групповые ЛС).
rating-ladder-in-server = Лестницы есть только на серверах: `/rating` с лестницей работает в каналах того сервера. Здесь показаны рейтинги партий вне серверов.
rating-none-direct = { $player }: вне серверов пока нет рейтинговых партий. Рейтинговая партия начинается командой `/challenge rated:true`; после неё `/rating` покажет рейтинг и его график.
rating-none-direct-at-size = { $player }: вне серверов пока нет рейтинговых партий на доске { $size }. Рейтинговая партия начинается командой `/challenge rated:true`; после неё `/rating` покажет рейтинг и его график.
rating-pool-direct = { $game } { $size } вне серверов
