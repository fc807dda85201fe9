# `/analyze` и `/hint`: ИИ в роли тренера.
# Глоссарий: анализ (analysis), шанс победы (winning chance), переломный момент (swing),
# движок (engine), узел (node), подсказка (hint), уровень ИИ (AI level), ход (move; в
# Бреши — ход из одного или двух камней).

analysis-not-finished = Партия #{ $game } ещё идёт: анализ можно получить только после её окончания.
analysis-no-moves = Партия #{ $game } закончилась до первого хода: анализировать нечего.
# $ahead: сколько анализов в очереди перед этим.
analysis-queued = { $player }, ваш анализ партии #{ $game } в очереди (перед ним: { $ahead }); он появится здесь, когда будет готов.
analysis-one-at-a-time = У вас уже есть анализ в очереди или в работе, а одновременно можно только один. Дождитесь его и попросите снова.
analysis-busy = ИИ ({ $bot }) сейчас занят: в очереди и в работе { $count ->
    [one] { $count } анализ
    [few] { $count } анализа
   *[other] { $count } анализов
}, поэтому ваш не запущен. Попробуйте через несколько минут.
analysis-failed = Не удалось проанализировать партию #{ $game }. Извините! Попробуйте ещё раз позже: `/analyze game:{ $game }`.
# $kind: игра (Прорыв); $size: 8x8; $nodes: бюджет поиска на позицию.
analysis-title = **Анализ партии #{ $game }** ({ $kind } { $size }, уровень 5, { BIG($nodes) } { $nodes ->
    [one] узел
    [few] узла
   *[other] узлов
} на позицию)
analysis-no-swings = Ни один ход не стоил больше 5% шансов на победу.
# Переломный момент: $n — номер на графике, $game — breakthrough или breach (ход в Бреши —
# один или два камня), $number — номер хода, $played — ход, $side — кто его сделал
# (white или black); шанс этой стороны упал с $before до $after; $best — ход движка.
analysis-swing = { $n }. { $game ->
        [breach] Ход
       *[other] Ход
    } { $number } ({ $played }): шанс { $side ->
        [white] белых
       *[black] чёрных
    } упал с { $before } до { $after }; лучше было сыграть { $best }
# Каждый игрок (со своей стороной) и доля его хороших ходов (хорошие/всего).
analysis-accuracy = Ходов в пределах 5% от лучшего хода движка: { $white } — { $white_share } ({ $white_good }/{ $white_total }); { $black } — { $black_share } ({ $black_good }/{ $black_total }).
# Ось X графика.
analysis-axis = { $game ->
    [breach] ход
   *[other] ход
}
# Текстовая замена графика.
analysis-summary = Шанс победы белых: в начале { $chance }
analysis-summary-best = лучший ход: { $best }

hint-not-in-progress = Партия #{ $game } не идёт: подсказки даются только в идущих партиях.
hint-between-people = В партии #{ $game } играют люди: подсказки бывают только в партиях с ИИ (уровни 1–{ $max }).
hint-level-too-strong = В партии #{ $game } играет ИИ уровня { $level }: подсказки бывают только на уровнях 1–{ $max }.
hint-no-move = В партии #{ $game } подсказать нечего.
hint-given = Подсказка для партии #{ $game }: попробуйте { $hint }.
analysis-accuracy-one = Ходы в пределах 5% от лучшего хода движка: { $player } { $share } ({ $good }/{ $total }).
