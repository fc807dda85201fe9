# Рейтинги: `/rating` и строка рейтингов под результатом.
# Глоссарий: рейтинг (rating), отклонение (deviation, RD), серия (streak), пул (pool),
# лестница (ladder), рейтинговая партия (rated game), личные встречи (head-to-head).

rating-note = Рейтинги: { $white } { $white_change } · { $black } { $black_change }
rating-rated-games = { $count ->
    [one] { $count } рейтинговая партия
    [few] { $count } рейтинговые партии
   *[many] { $count } рейтинговых партий
}
rating-streak = { $kind ->
    [win] { $count ->
        [one] { $count } победа
        [few] { $count } победы
       *[many] { $count } побед
    }
    [loss] { $count ->
        [one] { $count } поражение
        [few] { $count } поражения
       *[many] { $count } поражений
    }
   *[none] нет
}
rating-record = { $wins }–{ $losses } (В–П)
rating-record-draws = { $wins }–{ $losses }–{ $draws } (В–П–Н)
rating-in-server = Рейтинги относятся к серверу: используйте `/rating` в канале сервера.
rating-vs-self = Для `vs:` нужен кто-то, кроме { $player }: личные встречи — это два игрока.
rating-none-yet = У { $player } пока нет рейтинговых партий в пуле { $pool }; все начинают с { $start } (отклонение 350).
rating-summary = { $player }, { $pool }: рейтинг **{ $rating }**, отклонение { $deviation }, { $record }; текущая серия: { $streak }, лучшая серия: { $best }.
rating-provisional = (`?`: рейтинг предварительный, пока отклонение не станет меньше { $deviation }.)
rating-head-to-head-none = Личные встречи с { $opponent }: нет рейтинговых партий в пуле { $pool }.
rating-head-to-head = Личные встречи с { $opponent }: { $record } за { $games }.
rating-chart-dates = с { $from } по { $to }
rating-no-such-ladder = На этом сервере нет лестницы { $ladder }. `/ladder list` покажет все лестницы.
rating-none-at-size = У { $player } здесь нет рейтинговых партий на доске { $size }.
rating-none-here = У { $player } пока нет рейтинговых партий на этом сервере. Рейтинговые партии начинаются с `/challenge rated:true`; потом `/rating` покажет рейтинг и его график.
rating-none-here-at-size = У { $player } пока нет рейтинговых партий на этом сервере на доске { $size }. Рейтинговые партии начинаются с `/challenge rated:true`; потом `/rating` покажет рейтинг и его график.
rating-choose-pool = У { $player } здесь рейтинги в нескольких пулах; выберите один:
rating-pool-choice = - { $command } ({ $games })
rating-elsewhere = Есть рейтинг: { $places }.
rating-elsewhere-pool = { $game } { $size } — попробуйте { $option }
rating-elsewhere-ladder = лестница { $ladder } — попробуйте { $option }
rating-pool = { $game } { $size }
rating-pool-ladder = лестница { $ladder } ({ $game } { $size })
rating-pool-ladder-gone = лестница #{ $id }
