# 콘솔 자체의 문구 (`breaker play`).
# 콘솔에서는 명령과 옵션을 영어 이름으로도 입력할 수 있으므로, 사용법 줄의 명령·옵션 이름과
# 값은 입력하는 그대로 두고 자리 표시와 설명만 옮긴다. 입력 예의 시간 값은 코드로 감싼다.
console-private = (나만 볼 수 있음) { $text }
console-board = 보드: { $path }
console-file = 파일: { $path }
console-notice = [알림]
console-dm = (@{ $name } 님에게 DM으로도 보냄)
console-now = (현재 시각: { $time })
console-thread-opened = [스레드 { $thread }] 대국 #{ $game } 스레드를 열었습니다: 이 대국의 글에는 이 머리말이 붙고, 채널에는 시작과 결과만 올라갑니다.
console-wait-needs-clock = `/wait` 명령에는 수동 시계가 필요합니다: `--now` 옵션을 주어 시작하세요 (`breaker play --now 2027-01-05T12:00:00Z`).
console-thread-prefix = [스레드 { $thread }]
console-modlog = [운영 기록 { $channel }]
console-banner = Breaker 콘솔: `USER: /command option:value` 형식으로 씁니다 (예: `alice: /challenge game:Breakthrough opponent:bob`). 명령 목록은 `/help` 명령으로 볼 수 있습니다.
console-internal-error = 오류 (Breaker 쪽 문제이며, 입력한 내용 때문에 바뀐 것은 없습니다): { $error }
console-internal-error-short = 오류 (Breaker 쪽 문제): { $error }

## 입력 줄의 실수
console-not-a-command = { JOSA($typed, "은/는") } 명령이 아닙니다: `USER: /command option:value` 형식으로 쓰세요 (마지막 사용자로 계속하려면 `/command …`만 써도 됩니다). 명령 목록은 `/help` 명령으로 볼 수 있습니다
console-open-quote = 따옴표(`"`)가 닫히지 않았습니다: `name:"two words"`처럼 쓰세요
console-option-none = { JOSA($name, "은/는") } { $command } 명령의 옵션이 아닙니다: 이 명령에는 옵션이 없습니다
console-option-near = { JOSA($name, "은/는") } { $command } 명령의 옵션이 아닙니다. { $near } 옵션을 말씀하신 건가요? 옵션: { $options }
console-option-unknown = { JOSA($name, "은/는") } { $command } 명령의 옵션이 아닙니다. 옵션: { $options }
console-value-spaces = { $option } 뒤의 { JOSA($word, "은/는") } 옵션이 아닙니다: 옵션은 `name:value` 형식으로 쓰고({ $command } 명령의 옵션: { $options }), 공백이 있는 값은 { $quoted }처럼 따옴표로 감싸세요
console-takes-no-options = { $command } 명령에는 옵션이 없습니다 (입력: { $typed })
console-option-first = { JOSA($typed, "은/는") } 여기서 옵션이 아닙니다: { $suggestion }처럼 쓰세요 ({ $command } 명령의 옵션: { $options })
console-needs-option = { $command } 명령에는 { $option } 옵션이 필요합니다. { $usage }
console-needs-option-bare = { $command } 명령에는 { $option } 옵션이 필요합니다.
console-not-true-false = { JOSA($typed, "은/는") } `true` 또는 `false` 값이 아닙니다
console-not-a-number = { JOSA($typed, "은/는") } 숫자가 아닙니다 ({ $option })
console-true-false = { $option } 값은 `true` 또는 `false`입니다.
console-on-off = { $option } 값은 `on` 또는 `off`입니다 (입력: { $typed })
console-no-subcommand = { $command } 명령에는 { $sub } 하위 명령이 없습니다. { $usage }
console-needs-subcommand = { $command } 명령에는 하위 명령이 필요합니다: { $subcommands }.
console-not-a-subcommand = { $command } 명령에는 하위 명령이 필요합니다 ({ JOSA($typed, "은/는") } 하위 명령이 아닙니다): { $subcommands }.
console-unknown-command-near = 알 수 없는 명령 { $command }: { $near } 명령을 말씀하신 건가요? (명령 목록은 `/help`)
console-unknown-command = 알 수 없는 명령 { $command }: 명령은 { $commands }입니다 (옵션은 `/help` 명령으로 볼 수 있습니다)
console-not-a-moderator = { $command } 명령은 운영진만 쓸 수 있습니다: 콘솔에서는 `--moderators alice`처럼 시작하면 (`breaker play --moderators alice,carol`) 그 사용자가 운영진이 됩니다. 아무것도 바뀌지 않았습니다.
console-no-moves = 제안할 수가 없습니다: 지금 둘 차례가 아니거나 맞는 수가 없습니다.
console-moves = 둘 수 있는 수: { $moves }
console-not-resigned = 기권하지 않았습니다: `confirm:yes` 옵션을 줄 때만 기권합니다.
console-takeback-answer = `answer:` 값은 `accept` 또는 `decline`입니다. { $usage }

## 사용법 (`/help`): 옵션 이름과 값은 입력하는 그대로 두고, 자리 표시와 설명만 옮긴다
console-help = 명령 (`NAME: /command option:value` 형식으로 씁니다. 공백이 있는 값은 `name:"spring cup"`처럼 따옴표로 감싸되, 수·사유·역할은 따옴표 없이 씁니다):
console-usage = 사용법: { $usage }
console-usage-challenge = challenge game:<Breakthrough|Breach> opponent:<이름> [size:8x8|10] [color:white|black|random] [clock:`3d`|`3d+1d`] [days_per_move:3] [rated:true] [thread:true]
console-usage-ai = ai game:<Breakthrough|Breach> [size] [level:1-5] [color]   (Breaker의 AI와 대국)
console-usage-accept = accept [game:<번호>]
console-usage-decline = decline [game:<번호>]
console-usage-move = move move:<수> [game:<번호>]   예: move:b2-b3, move:d4 e5, move:f6 xd4
console-usage-moves = moves [move:<앞부분>] [game:<번호>]   (자동 완성이 제안하는 수)
console-usage-board = board [game:<번호>] [view:white|black]   (view:black이면 보드를 뒤집어 보여 줍니다)
console-usage-export = export [game:<번호>]   (기보를 game-<번호>.txt로 저장)
console-usage-replay = replay [game:<번호>]   (움직이는 GIF를 game-<번호>.gif로 저장)
console-usage-resign = resign [game:<번호>] [confirm:yes]
console-usage-takeback = takeback [game:<번호>]   (내 마지막 수를 무르자고 요청); 상대는: takeback answer:accept|decline
console-usage-games = games [page:2]   (목록마다 한 페이지에 대국 10판)
console-usage-wait = wait <시간>   예: `/wait 25h`, `/wait 2d3h` (`breaker play --now`로 시작했을 때만): 그사이 기한이 된 일을 처리합니다
console-usage-moretime = moretime [game:<번호>] [days:1]   (둘 차례인 대국자의 시간을 1~7일 연장합니다. 대국당 모두 합쳐 7일까지)
console-usage-vacation = vacation [start [days:N] | end]   (이 서버의 내 대국이 기다립니다. /vacation만 쓰면 남은 휴가 일수를 보여 줍니다)
console-usage-notify = notify dm:on|off   (알림을 DM으로도 받기)
console-usage-settings = settings show | settings change [clock:`3d`] [challenge-expiry:`7d`] [vacation-days:14] [reminder-dms:on|off] [thread:on|off] [language:ko|auto] | settings moderator-role [role:@Ladder Mods] | settings modlog [channel:#mod-log]   (마지막 두 가지는 운영진용. 옵션을 빼면 설정이 지워집니다)
console-usage-rules = rules [game:<Breakthrough|Breach>]
console-usage-analyze = analyze [game:<번호>]   (끝난 대국: 승률 변화와 전환점)
console-usage-hint = hint [game:<번호>]   (둘 만한 수를 추천합니다. AI 레벨 1~3과 두는 대국만)
console-usage-rating = rating [player:<이름>] [game:<Breakthrough|Breach>] [size] [ladder:<이름>] [vs:<이름>]   (그래프는 rating.png로 저장)
console-usage-help = help
console-usage-quit = quit
console-usage-ladder = ladder join|leave|info name:<래더>   ·   /ladder list   ·   /ladder standings name:<래더> [page:1]
console-usage-ladder-challenge = ladder challenge name:<래더> opponent:<이름>   (바로 레이팅 래더 대국을 시작)
console-usage-ladder-admin-create = ladder-admin create name:<래더> game:<Breakthrough|Breach> size:<5x5|10> [clock:`3d+1d`]   (운영진용: breaker play --moderators alice,carol)
console-usage-ladder-admin = ladder-admin settings|close|kick|restore|set-position|result|season-end|log …   (README의 "Ladders and ratings" 참고)
console-usage-tournament = tournament list | info|join|leave|standings|games name:<대회> | pairings name:<대회> [round:N] | withdraw name:<대회> [confirm:yes]
console-usage-tournament-admin-create = tournament-admin create name:<이름> format:round-robin|double-round-robin|swiss|league game:<Breakthrough|Breach> size:<5x5|10> clock:<`3d+1d`> [rounds:N] [rated:true|false] [schedule:at-once|rounds] [league-size:N] [up:N] [down:N] [max-players:N] [deadline:<`3d`|2027-01-05>] [thread:true|false] [late-byes:true|false]   (운영진용)
console-usage-tournament-admin-settings = tournament-admin settings name:<대회> [clock:<`3d`>] [rounds:N] [rated:true|false] [max-players:N] [deadline:<`3d`|2027-01-05>] [thread:true|false] | start name:<대회> | end-round name:<대회> [reason:<사유>]   (운영진용)
console-usage-tournament-admin-result = tournament-admin result game:<대국> outcome:white|black|void reason:<사유> | withdraw name:<대회> player:<이름> reason:<사유> | forbid name:<대회> player:<이름> opponent:<이름> [reason:<사유>]   (운영진용)
console-usage-tournament-admin-pause = tournament-admin pause name:<대회> [reason:<사유>] | resume name:<대회> | close name:<대회> [reason:<사유>] | cancel name:<대회> reason:<사유>   (운영진용)
