# `/analyze`와 `/hint`: 선생님으로서의 AI.
# 용어: 분석 (analysis), 승률 (winning chances), 전환점 (swing), 엔진 (engine),
# 노드 (nodes), 힌트 (hint), AI 레벨 (AI level), 수 (move), 턴 (Breach의 turn: 돌 한두 개).

analysis-not-finished = 대국 #{ $game }은 아직 끝나지 않았습니다: 분석은 끝난 대국에만 할 수 있고, 대국 중에는 할 수 없습니다.
analysis-no-moves = 대국 #{ $game }은 첫 수가 두어지기 전에 끝났습니다: 분석할 것이 없습니다.
analysis-queued = 대국 #{ $game }의 분석이 대기열에 올라갔습니다 (앞에 { $ahead }개). 준비되면 여기에 올립니다, { $player }님.
analysis-one-at-a-time = 이미 대기 중이거나 진행 중인 분석이 있습니다: 한 사람당 한 번에 하나입니다. 결과가 올라온 뒤 다시 요청하세요.
analysis-busy = { $bot }이(가) 바쁩니다: 지금 분석 { $count }개가 대기 중이거나 진행 중이라 요청을 시작하지 못했습니다. 몇 분 뒤 다시 시도하세요.
analysis-failed = 대국 #{ $game }의 분석을 만들지 못했습니다. 죄송합니다: 나중에 `/analyze game:{ $game }`을 다시 시도하세요.
analysis-title = **대국 #{ $game } 분석** ({ $kind } { $size }, 레벨 5, 국면당 { $nodes } 노드)
analysis-no-swings = 승률을 5% 넘게 잃은 수가 없습니다.
analysis-swing = { $n }. { $game ->
        [breach] { $number }턴
       *[other] { $number }수
    } { $played }: { $side ->
        [white] 백
       *[black] 흑
    }의 승률 { $before } → { $after }. 더 나은 수: { $best }
analysis-accuracy = 엔진 최선 수와 5% 이내인 수: { $white } { $white_share } ({ $white_good }/{ $white_total }); { $black } { $black_share } ({ $black_good }/{ $black_total }).
analysis-axis = { $game ->
    [breach] 턴
   *[other] 수
}
analysis-summary = 백의 승률: 시작 { $chance }
analysis-summary-best = 최선 { $best }

hint-not-in-progress = 대국 #{ $game }은 진행 중이 아닙니다: 힌트는 두고 있는 대국에서만 쓸 수 있습니다.
hint-between-people = 대국 #{ $game }은 사람끼리의 대국입니다: 힌트는 AI와의 대국(레벨 1–{ $max })에서만 쓸 수 있습니다.
hint-level-too-strong = 대국 #{ $game }은 AI 레벨 { $level }과의 대국입니다: 힌트는 레벨 1–{ $max }에서만 쓸 수 있습니다.
hint-no-move = 대국 #{ $game }에서 제안할 수가 없습니다.
hint-given = 대국 #{ $game } 힌트: { $hint }을(를) 두어 보세요.
analysis-accuracy-one = 엔진 최선 수와 5% 이내인 수: { $player } { $share } ({ $good }/{ $total }).
