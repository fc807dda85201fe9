# 대회: `/tournament …`, `/tournament-admin …`, 성적표 (글과 PNG), 대회를 진행시키는 게시물.
# 용어: 대회 (tournament), 풀리그 (round robin), 더블 풀리그 (double round robin),
# 스위스 방식 (Swiss), 리그 (league), 승격/강등 (up/down), 시즌 (season), 라운드 ("3라운드"),
# 대진 (pairing), 보드 ("1번 보드"), 부전승 (bye), 기권 (withdraw), 참가 취소 (leave),
# 몰수승/몰수패 (forfeit), 순위표·성적표 (standings, crosstable), 동점 처리 기준 (tie-breaks):
# 승자승, 소네보른-베르거, 승수, 부흐홀츠. 플레이어 (player).
# 대회 이름은 바꾸지 않고 "{ $tournament } 대회"처럼 앞에 두어, 조사는 "대회"에 붙인다.

tournament-needs-server = 대회는 서버에 속합니다: 서버 안에서 쓰세요.
tournament-unknown-none = 이 서버에 { $tournament } 대회는 없습니다. 아직 대회가 하나도 없습니다 (운영진이 `/tournament-admin create` 명령으로 만듭니다).
tournament-unknown = 이 서버에 { $tournament } 대회는 없습니다. 이 서버의 대회: { $tournaments }.
tournament-format = { $format ->
        [round-robin] 풀리그
        [double-round-robin] 더블 풀리그
        [swiss] 스위스 방식
       *[league] 리그
    }
tournament-status = { $status ->
        [open] 참가 모집 중
        [running] 진행 중
        [finished] 종료
       *[cancelled] 취소
    }
tournament-schedule = { $schedule ->
        [rounds] 라운드별 진행
       *[at-once] 동시 진행
    }
tournament-settings = { $format } · { $game } { $size } · 제한 시간 { $clock } · { $rated ->
        [yes] 레이팅 반영
       *[no] 레이팅 미반영
    } · { $schedule }
tournament-settings-league = { $format } · { $game } { $size } · 제한 시간 { $clock } · { $rated ->
        [yes] 레이팅 반영
       *[no] 레이팅 미반영
    } · { $schedule } · 리그당 { $league_size }명, 승격 { $up }명, 강등 { $down }명, 시즌 사이 휴식 { $pause }

## /tournament join, leave, withdraw
tournament-join-closed = { $tournament } 대회는 이미 { $state ->
        [started] 시작되어
       *[ended] 끝나
    } 참가 신청이 마감되었습니다.
tournament-join-bot = 대회 대국은 사람끼리만 둡니다.
tournament-join-full = { $tournament } 대회는 정원이 찼습니다 ({ $count }명).
tournament-join-already = 이미 { $tournament } 대회에 참가 신청을 했습니다.
tournament-joined = { $player } 님이 { $tournament } 대회에 참가했습니다 (현재 { $count }명).
tournament-joined-league = { $player } 님이 { $tournament } 대회에 참가했습니다 (현재 { $count }명): 다음 시즌(시즌 { $season })에 가장 아래 리그에서 시작합니다.
tournament-leave-not-entered = { $tournament } 대회에 참가 신청을 하지 않았습니다.
tournament-left = { $player } 님이 { $tournament } 대회 참가를 취소했습니다.
tournament-leaves-later = { $player } 님은 시즌 { JOSA($season, "이/가") } 끝나면 { $tournament } 대회에서 나갑니다: 이번 시즌 대국은 그대로 반영됩니다.
tournament-leave-started = { $tournament } 대회는 이미 시작되었습니다: 그만두려면 `/tournament withdraw name:{ $name }` 명령으로 기권하세요 (결과를 어떻게 처리할지는 FIDE 기권 규정에 따릅니다).
tournament-withdraw-confirm = { $tournament } 대회에서 기권할까요? 되돌릴 수 없습니다. 이 대회에서 진행 중인 내 대국은 몰수패가 되고, 풀리그에서는 내 대국의 절반도 두지 않았다면 내 결과가 모두 지워집니다 (절반 이상 두었다면 남은 대국이 몰수패가 됩니다). 확인하려면 { $command } 명령을 쓰세요.
tournament-withdraw-button = 기권
tournament-withdraw-not-entered = { $player } 님은 { $tournament } 대회에 참가하지 않았으므로 기권할 수 없습니다.
tournament-withdraw-already = { $player } 님은 이미 { $tournament } 대회에서 기권했습니다.
tournament-withdraw-not-started = { $player } 님은 { $tournament } 대회에서 아직 대국을 시작하지 않았습니다: 기권 대신 `/tournament leave name:{ $name }` 명령으로 참가를 취소하세요.
tournament-withdrew = { $player } 님이 { $tournament } 대회에서 기권했습니다{ $forfeited ->
        [0] .
       *[other] {" "}(진행 중이던 대국 { $forfeited }판 몰수패).
    }
tournament-withdrew-swiss = 앞으로 대진에 들어가지 않으며, 지금까지의 결과는 그대로 남습니다.
tournament-withdrew-fide = FIDE 규정에 따라, 자기 대국의 절반도 두지 않았다면 결과가 모두 지워지고, 절반 이상 두었다면 남은 대국이 몰수패가 됩니다.

## /tournament-admin
tournament-admin-bad-name = 대회 이름은 1~40자이고, 콜론(`:`)은 쓸 수 없습니다. 아무것도 만들지 않았습니다.
tournament-admin-bad-format = { JOSA($format, "은/는") } 대회 방식이 아닙니다: `round-robin`, `double-round-robin`, `swiss`, `league` 중에서 고르세요. 아무것도 만들지 않았습니다.
tournament-admin-bad-game = { JOSA($game, "은/는") } 게임이 아닙니다: `breakthrough`와 `breach` 중에서 고르세요. 아무것도 만들지 않았습니다.
tournament-admin-bad-size = { $error }. { $game } 보드 크기: { $help }. 아무것도 만들지 않았습니다.
tournament-admin-bad-schedule = { JOSA($schedule, "은/는") } 일정 방식이 아닙니다: `at-once`(모든 대국을 함께 시작) 또는 `rounds`(k라운드가 끝나면 k+1라운드 시작) 중에서 고르세요. 아무것도 만들지 않았습니다.
tournament-admin-rounds-swiss = `rounds:` 옵션은 스위스 방식 대회에만 씁니다: 풀리그의 라운드는 베르거 표로 정해집니다. 아무것도 만들지 않았습니다.
tournament-admin-bad-league-size = `league-size:` 값은 3부터 20까지여야 합니다. 아무것도 만들지 않았습니다.
tournament-admin-bad-up-down = `up:` 값과 `down:` 값의 합은 1부터 { $most }까지여야 합니다 (리그 인원 { $size }명보다 적게). 아무것도 만들지 않았습니다.
tournament-admin-league-at-once = 리그는 시즌마다 모든 대국을 동시에 시작합니다 (`schedule:at-once`). 아무것도 만들지 않았습니다.
tournament-admin-league-options = `league-size:`, `up:`, `down:` 옵션은 리그(`format:league`)에만 씁니다. 아무것도 만들지 않았습니다.
tournament-admin-settings = { $format } { $game } { $size }, 제한 시간 { $clock }, { $rated ->
        [yes] 레이팅 반영
       *[no] 레이팅 미반영
    }, { $schedule }
tournament-admin-settings-league = { $format } { $game } { $size }, 제한 시간 { $clock }, { $rated ->
        [yes] 레이팅 반영
       *[no] 레이팅 미반영
    }, { $schedule }, 리그당 { $league_size }명, 승격 { $up }명, 강등 { $down }명
tournament-admin-name-taken = 이 서버에는 이미 { $tournament } 대회가 있습니다. 아무것도 만들지 않았습니다.
tournament-admin-created = { $tournament } 대회(번호 { $number })를 만들었습니다: { $settings }. 플레이어는 `/tournament join name:{ $name }` 명령으로 참가하고, 운영진이 `/tournament-admin start name:{ $name }` 명령으로 시작합니다.
tournament-admin-log-created = { $moderator } 님이 { $tournament } 대회를 만들었습니다: { $settings }.
tournament-admin-start-not-open = { $tournament } 대회는 이미 시작되었습니다 (상태: { $status }). 아무것도 바뀌지 않았습니다.
tournament-admin-too-few = { $tournament } 대회의 참가자는 { $count }명입니다: 시작하려면 최소 { $least }명이 필요합니다. 아무것도 바뀌지 않았습니다.
tournament-admin-too-many = 풀리그는 최대 { $most }명까지입니다 (참가 { $count }명): 대신 리그 방식을 쓰세요. 아무것도 바뀌지 않았습니다.
tournament-admin-already-started = { $tournament } 대회는 이미 시작되었습니다.
tournament-admin-started = { $tournament } 대회가 { $count }명으로 시작되었습니다.
tournament-admin-log-started = { $moderator } 님이 { $tournament } 대회를 시작했습니다.
tournament-admin-bad-outcome = { JOSA($outcome, "은/는") } 결과 값이 아닙니다: `white`, `black`, `void` 중에서 고르세요. 아무것도 바뀌지 않았습니다.
tournament-admin-not-tournament-game = 대국 #{ JOSA($game, "은/는") } 이 서버의 대회 대국이 아닙니다: 대회 대국 목록은 `/tournament games name:…` 명령으로 볼 수 있습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-decided = 대국 #{ $game }({ $tournament } 대회, { $round }라운드) 결과 변경: { $was } → { $outcome }. { $rated ->
        [yes] 순위표와 레이팅 풀(레이팅 대국 { $count }판)을
       *[no] 순위표를
    } 다시 계산했습니다.
tournament-admin-log-decided = { $moderator } 님이 { $tournament } 대회의 대국 #{ $game } 결과를 바꿨습니다: { $was } → { $outcome }.
tournament-admin-log-withdrew = { $moderator } 님이 { $player } 님을 { $tournament } 대회에서 기권 처리했습니다.
tournament-admin-already-over = { $tournament } 대회는 이미 끝났습니다 (상태: { $status }). 아무것도 바뀌지 않았습니다.
tournament-admin-cancelled = { $tournament } 대회가 취소되었습니다: 더 이상 라운드나 시즌은 없으며, 진행 중인 대국은 일반 대국으로 끝까지 둡니다.
tournament-admin-log-cancelled = { $moderator } 님이 { $tournament } 대회를 취소했습니다.

## /tournament list, info
tournament-list-none = 이 서버에는 아직 대회가 없습니다: 운영진이 `/tournament-admin create` 명령으로 만듭니다.
tournament-list-head = 이 서버의 대회:
tournament-list-row = { $tournament } (번호 { $number }) · { $status } · { $settings }
tournament-info-head = { $tournament } 대회 (번호 { $number }): { $settings }.
tournament-info-open = 참가 신청을 받고 있습니다.
tournament-info-between-seasons = 시즌 { JOSA($season, "이/가") } 끝났습니다. 시즌 { JOSA($next, "은/는") } { $time }에 시작합니다.
tournament-info-running = 진행 중: { $count }판 중 { $done }판 결과 확정.
tournament-info-running-season = 진행 중, 시즌 { $season }: { $count }판 중 { $done }판 결과 확정.
tournament-info-running-round = 진행 중, { $round }라운드: { $count }판 중 { $done }판 결과 확정.
tournament-info-status = 상태: { $status }.
tournament-info-players = 참가자 { $count }명:
tournament-note-pairing = 대진 번호 { $number }
tournament-note-league = 리그 { $league }
tournament-note-withdrew = 기권
tournament-note-leaves = 이번 시즌 뒤 탈퇴

## /tournament standings: 글, 그리고 성적표 그림의 제목과 머리글
tournament-standings-not-started = { $tournament } 대회는 아직 시작되지 않아 순위표가 없습니다. 참가자는 `/tournament info name:{ $name }` 명령으로 볼 수 있습니다.
tournament-standings-head = **{ $tournament } 대회** · { $status } · 시즌 { $season }
tournament-standings-league = **리그 { $league }**
tournament-standings-title = { $tournament } · { $game } { $size } · { $format }
tournament-standings-title-league = { $tournament } · 시즌 { $season } · 리그 { $league }
tournament-standings-order = 순위 기준: 점수, 그다음 { $tiebreaks }. `+`/`-`: 몰수승/몰수패, `*`: 대국 중.
tournament-column-player = 플레이어
tournament-column-points = 점수
tournament-withdrawn-name = { $player } (기권)
tournament-tiebreak = { $tiebreak ->
        [direct-encounter] 승자승
        [sonneborn-berger] 소네보른-베르거
        [wins] 승수
        [buchholz-cut-1] 부흐홀츠 컷-1
       *[buchholz] 부흐홀츠
    }
tournament-tiebreak-short = { $tiebreak ->
        [direct-encounter] 승자승
        [sonneborn-berger] SB
        [wins] 승수
        [buchholz-cut-1] BH-C1
       *[buchholz] BH
    }

## /tournament pairings, games
tournament-pairings-none = { $tournament } 대회에는 아직 대진이 없습니다: 운영진이 `/tournament-admin start` 명령으로 시작합니다.
tournament-pairings-bad-round = { $last ->
        [1] { $tournament } 대회의 이번 시즌 라운드는 1라운드뿐입니다: `round:1` 옵션을 쓰세요.
       *[other] { $tournament } 대회의 이번 시즌 라운드는 1라운드부터 { $last }라운드까지입니다: `round:1`~`round:{ $last }` 중에서 고르세요.
    }
tournament-pairings-head = **{ $tournament } 대회** 대진
tournament-pairings-round = { $round }라운드:
tournament-pairings-bye = { $league ->
        [0] { $player } 님: 부전승
       *[other] 리그 { $league } · { $player } 님: 부전승
    }
tournament-pairings-board = { $league ->
        [0] { $board }번 보드: 백 { $white } 대 흑 { $black } · { $state }
       *[other] 리그 { $league } · { $board }번 보드: 백 { $white } 대 흑 { $black } · { $state }
    }
tournament-pairings-game = 대국 #{ $game }
tournament-pairings-not-started = 시작 전
tournament-games-none = { $tournament } 대회에는 아직 대국이 없습니다.
tournament-games-head = **{ $tournament } 대회** 대국 (시즌 { $season }):
tournament-games-to-move = { $player } 님 차례
tournament-games-wins = { $side } 승
tournament-games-row = { $game }: { $round }라운드 · 백 { $white } 대 흑 { $black } · { $state }

## 대회를 진행시키는 게시물
tournament-gone = 대회가 더 이상 없습니다.
tournament-size-cannot-start = 이 대회의 보드 크기로는 대국을 시작할 수 없습니다: { $error }
tournament-round-over = { $tournament } 대회: { $round }라운드가 끝나고 { $next }라운드가 시작됩니다.
tournament-season-over = { $tournament } 대회: 시즌 { JOSA($season, "이/가") } 끝났습니다.
tournament-season-starts = 시즌 { JOSA($season, "은/는") } { $time }에 시작합니다.
tournament-over = { $tournament } 대회가 끝났습니다. 최종 순위:
tournament-games-begin = { $tournament } 대회: 대국 { $count }판 시작, 제한 시간 { $clock }:
tournament-game-line = #{ $game }: 백 { $white } 대 흑 { $black }
tournament-final-league = 리그 { $league }:
tournament-final-row = { $rank }위 { $player } 님: { $value ->
   *[other] { $points }점
}
tournament-result-note = { $tournament } 대회, { $round }라운드{ $league ->
        [0] .
       *[other] , 리그 { $league }.
    }

## 스위스 방식, 그리고 /tournament-admin settings, end-round, forbid, pause, resume, close
tournament-admin-swiss-at-once = 스위스 방식은 지난 라운드 결과로 다음 라운드 대진을 짜므로 라운드가 하나씩 차례로 시작됩니다: `schedule:` 옵션을 빼거나 `schedule:rounds`를 지정하세요. 아무것도 만들지 않았습니다.
tournament-admin-bad-rounds = `rounds:` 값은 1부터 30까지여야 합니다. 아무것도 바뀌지 않았습니다.
tournament-admin-bad-cap = `max-players:` 값은 { $least } 이상이어야 합니다 (이미 { $count }명 참가). 아무것도 바뀌지 않았습니다.
tournament-admin-bad-deadline = { JOSA($deadline, "은/는") } 마감 시각이 아닙니다: 지금부터의 시간(`3d`, `12h`)이나 UTC 날짜(`2027-01-05` 또는 `2027-01-05T18:00`)로 쓰세요. 아무것도 바뀌지 않았습니다.
tournament-admin-deadline-past = 그 마감 시각({ $time })은 이미 지났습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-swiss-rounds-many = 참가자가 { $count }명인 스위스 방식 대회는 최대 { $most }라운드까지입니다 (같은 상대와 두 번 만나지 않도록). { $rounds }라운드는 안 됩니다. `/tournament-admin settings rounds:` 명령으로 바꾸세요. 아무것도 바뀌지 않았습니다.
tournament-admin-changed-meanwhile = 요청을 처리하는 사이에 { $tournament } 대회가 바뀌었습니다 (시작했거나 끝났습니다). 아무것도 바뀌지 않았습니다: `/tournament info` 명령으로 확인하고 다시 시도하세요.
tournament-admin-settings-nothing = 바꿀 설정을 지정하세요: `clock:`, `rounds:`, `rated:`, `max-players:`, `deadline:`, `thread:`. 아무것도 바뀌지 않았습니다.
tournament-admin-settings-started = { $tournament } 대회는 이미 시작되었습니다: 이제는 스위스 방식 대회의 `rounds:`, `max-players:`, `thread:`만 바꿀 수 있습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-rounds-too-few = { $tournament } 대회는 이미 { $played }라운드까지 대진을 짰습니다: 그보다 줄일 수 없습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-settings-changed = { $tournament } 대회: 설정을 바꿨습니다. 현재: { $settings }.
tournament-admin-log-settings = { $moderator } 님이 { $tournament } 대회의 설정을 바꿨습니다: { $settings }.
tournament-admin-not-running = { $tournament } 대회는 진행 중이 아닙니다 (상태: { $status }): 끝낼 라운드가 없습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-end-round-at-once = { $tournament } 대회는 모든 대국을 동시에 둡니다: 끝낼 라운드가 없습니다. 대국 결과는 `/tournament-admin result` 명령으로 판정하세요. 아무것도 바뀌지 않았습니다.
tournament-admin-round-ended = { $tournament } 대회: 운영진이 { $round }라운드를 끝냈습니다. { $count ->
        [0] 이 라운드의 대국은 모두 끝나 있었습니다.
       *[other] 끝나지 않은 대국 { $count }판({ $games })은 순위표와 상관없이 계속됩니다: 대회에서는 어느 쪽의 점수에도 들어가지 않습니다.
    }
tournament-admin-log-round-ended = { $moderator } 님이 { $tournament } 대회의 { $round }라운드를 끝냈습니다.
tournament-admin-forbid-swiss = { $format } 대회에서는 모두가 모두와 만납니다: 두 플레이어를 떼어 놓는 것은 스위스 방식 대회에서만 할 수 있습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-forbid-same = 서로 다른 두 플레이어를 지정하세요. 아무것도 바뀌지 않았습니다.
tournament-admin-forbidden-already = { $player } 님과 { $opponent } 님은 { $tournament } 대회에서 이미 서로 만나지 않게 되어 있습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-forbidden = { $tournament } 대회에서 { $player } 님과 { $opponent } 님이 서로 만나지 않도록 대진을 짭니다.
tournament-admin-log-forbidden = { $moderator } 님이 { $tournament } 대회에서 { $player } 님과 { $opponent } 님을 떼어 놓았습니다.
tournament-admin-paused-already = { $tournament } 대회는 { $time }부터 일시 정지 상태입니다. 아무것도 바뀌지 않았습니다.
tournament-admin-not-paused = { $tournament } 대회는 일시 정지 상태가 아닙니다. 아무것도 바뀌지 않았습니다.
tournament-admin-paused = { $tournament } 대회를 일시 정지했습니다: `/tournament-admin resume` 명령으로 재개할 때까지 새 라운드나 시즌이 시작되지 않습니다. 이미 시작된 대국은 제한 시간대로 계속됩니다.
tournament-admin-log-paused = { $moderator } 님이 { $tournament } 대회를 일시 정지했습니다.
tournament-admin-resumed = { $tournament } 대회가 다시 진행됩니다.
tournament-admin-log-resumed = { $moderator } 님이 { $tournament } 대회를 재개했습니다.
tournament-admin-closed-already = { $tournament } 대회는 이미 참가 신청을 받지 않습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-closed = { $tournament } 대회의 참가 신청을 마감했습니다.
tournament-admin-closed-league = { $tournament } 대회의 참가 신청을 마감했습니다: 리그는 시즌 { JOSA($season, "을/를") } 끝으로 종료됩니다.
tournament-over-now = { $tournament } 대회가 끝났습니다.
tournament-admin-log-closed = { $moderator } 님이 { $tournament } 대회의 참가 신청을 마감했습니다.
tournament-join-deadline = { $tournament } 대회의 참가 신청은 { $time }에 마감되었습니다.
tournament-joined-swiss = { $player } 님이 { $tournament } 대회에 0점으로 참가했습니다 (현재 { $count }명): { $round }라운드부터 대진에 들어갑니다.
tournament-joined-swiss-byes = { $player } 님이 { $tournament } 대회에 참가했습니다 (현재 { $count }명): 이미 대진을 짠 라운드마다 0.5점 부전승을 받아 { $points }점으로 시작하고, { $round }라운드부터 대진에 들어갑니다.
tournament-swiss-no-pairing = { $tournament } 대회: 남은 플레이어끼리 이미 모두 만났거나 금지된 짝 때문에 { $round }라운드 대진을 짤 수 없습니다. 그래서 대회는 { $played }라운드로 끝납니다.
tournament-swiss-no-first-round = 금지된 짝 때문에 1라운드 대진을 짤 수 없습니다. 아무것도 시작하지 않았습니다: 금지된 짝을 풀거나 플레이어를 더 받으세요.
tournament-setting-rounds = { $count }라운드
tournament-setting-cap = 최대 { $count }명
tournament-setting-deadline = 참가 마감 { $time }
tournament-setting-last-season = 시즌 { JOSA($season, "을/를") } 끝으로 종료
tournament-setting-paused = { $time }부터 일시 정지
tournament-setting-threads = 대국마다 스레드
tournament-setting-late-byes = 늦게 참가하면 놓친 라운드마다 0.5점 부전승
tournament-round-bye = { $round }라운드: { $player } 님은 쉽니다
