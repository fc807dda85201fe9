# `/analyze` и `/hint`: ИИ как учитель.
# Глоссарий: анализ (analysis), шансы на победу (winning chances), поворотный момент (swing),
# движок (engine), узлы (nodes), подсказка (hint), уровень ИИ (AI level), ход (move; в
# Бреши — ход из одного или двух камней).

analysis-not-finished = Партия #{ $game } не окончена: анализ — только для оконченных партий, никогда во время игры.
analysis-no-moves = Партия #{ $game } закончилась до первого хода: анализировать нечего.
analysis-queued = Ваш анализ партии #{ $game } в очереди, перед ним: { $ahead }. Он появится здесь, когда будет готов, { $player }.
analysis-one-at-a-time = У вас уже есть анализ в очереди или в работе: по одному на игрока. Дождитесь его и попросите снова.
analysis-busy = { $bot } занят: сейчас в очереди или в работе анализов: { $count }, поэтому ваш не запущен. Попробуйте через несколько минут.
analysis-failed = Анализ партии #{ $game } сделать не удалось. Извините: попробуйте `/analyze game:{ $game }` позже.
analysis-title = **Анализ партии #{ $game }** ({ $kind } { $size }, уровень 5, { $nodes } узлов на позицию)
analysis-no-swings = Ни один ход не потерял больше 5% шансов на победу.
analysis-swing = { $n }. { $game ->
        [breach] ход
       *[other] ход
    } { $number } { $played }: шансы { $side ->
        [white] белых
       *[black] чёрных
    } упали с { $before } до { $after }; лучше: { $best }
analysis-accuracy = Ходы в пределах 5% от лучшего хода движка: { $white } { $white_share } ({ $white_good }/{ $white_total }); { $black } { $black_share } ({ $black_good }/{ $black_total }).
analysis-axis = { $game ->
    [breach] ход
   *[other] ход
}
analysis-summary = Шансы белых на победу: начало { $chance }
analysis-summary-best = лучше { $best }

hint-not-in-progress = Партия #{ $game } не идёт: подсказки — для партий, которые играются.
hint-between-people = Партия #{ $game } — между людьми: подсказки есть только в партиях против ИИ (уровни 1–{ $max }).
hint-level-too-strong = Партия #{ $game } — против ИИ уровня { $level }: подсказки есть только для уровней 1–{ $max }.
hint-no-move = В партии #{ $game } нечего подсказать.
hint-given = Подсказка для партии #{ $game }: попробуйте { $hint }.
analysis-accuracy-one = Ходы в пределах 5% от лучшего хода движка: { $player } { $share } ({ $good }/{ $total }).
