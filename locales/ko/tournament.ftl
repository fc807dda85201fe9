# 용어: 토너먼트 (tournament), 풀리그 (round robin), 더블 풀리그 (double round robin),
# 스위스 방식 (swiss), 리그 (league), 시즌, 라운드 (round), 보드 (board), 대진 (pairings),
# 부전승·쉬는 라운드 (bye), 기권 (withdraw), 몰수 (forfeit), 순위 (standings),
# 대진표 (crosstable), 동점 처리 기준 (tie-breaks): 승자승, 소네보른-베르거, 승수, 부흐홀츠.

tournament-needs-server = 토너먼트는 서버에 속합니다: 서버 안에서 사용하세요.
tournament-unknown-none = 이 서버에 { $tournament }(이)라는 토너먼트가 없습니다. 이 서버에는 아직 토너먼트가 없습니다 (운영진이 `/tournament-admin create`로 만듭니다).
tournament-unknown = 이 서버에 { $tournament }(이)라는 토너먼트가 없습니다. 이곳의 토너먼트: { $tournaments }.
tournament-format = { $format ->
        [round-robin] 풀리그
        [double-round-robin] 더블 풀리그
        [swiss] 스위스 방식
       *[league] 리그
    }
tournament-status = { $status ->
        [open] 모집 중
        [running] 진행 중
        [finished] 종료
       *[cancelled] 취소됨
    }
tournament-schedule = { $schedule ->
        [rounds] 라운드별
       *[at-once] 한꺼번에
    }
tournament-settings = { $format } · { $game } { $size } · 시간 { $clock } · { $rated ->
        [yes] 레이팅전
       *[no] 비레이팅전
    } · { $schedule }
tournament-settings-league = { $format } · { $game } { $size } · 시간 { $clock } · { $rated ->
        [yes] 레이팅전
       *[no] 비레이팅전
    } · { $schedule } · 리그당 { $league_size }명, 승격 { $up }명, 강등 { $down }명, 시즌 사이 { $pause }

## /tournament join, leave, withdraw
tournament-join-closed = 토너먼트 { $tournament }(은)는 이미 { $state ->
        [started] 시작되었습니다
       *[ended] 끝났습니다
    }: 참가 신청이 마감되었습니다.
tournament-join-bot = 토너먼트 대국은 사람끼리 둡니다.
tournament-join-full = 토너먼트 { $tournament }(은)는 정원이 찼습니다 ({ $count }명).
tournament-join-already = 이미 토너먼트 { $tournament }에 참가했습니다.
tournament-joined = { $player } 님이 토너먼트 { $tournament }에 참가했습니다 ({ $count }명).
tournament-joined-league = { $player } 님이 토너먼트 { $tournament }에 참가했습니다 ({ $count }명): 다음 시즌(시즌 { $season })부터 가장 아래 리그에서 시작합니다.
tournament-leave-not-entered = 토너먼트 { $tournament }에 참가하지 않았습니다.
tournament-left = { $player } 님이 토너먼트 { $tournament } 참가를 취소했습니다.
tournament-leaves-later = { $player } 님은 시즌 { $season }(이)가 끝나면 리그 토너먼트 { $tournament }에서 나갑니다: 이번 시즌 대국은 그대로 반영됩니다.
tournament-leave-started = 토너먼트 { $tournament }(은)는 이미 시작되었습니다: 그만두려면 `/tournament withdraw name:{ $name }`로 기권하세요 (결과가 어떻게 반영될지는 FIDE의 기권 규정이 정합니다).
tournament-withdraw-confirm = 토너먼트 { $tournament }에서 기권할까요? 되돌릴 수 없습니다: 그곳에서 진행 중인 대국은 몰수패가 되고, 풀리그에서 대국의 절반 미만을 두었다면 모든 결과가 삭제됩니다 (아니면 남은 대국이 몰수패가 됩니다). 확인하려면: { $command }.
tournament-withdraw-button = 기권
tournament-withdraw-not-entered = { $player } 님은 토너먼트 { $tournament }에 참가하지 않았습니다: 기권할 것이 없습니다.
tournament-withdraw-already = { $player } 님은 이미 토너먼트 { $tournament }에서 기권했습니다.
tournament-withdraw-not-started = 토너먼트 { $tournament }(은)는 { $player } 님에게 아직 시작되지 않았습니다: 대신 `/tournament leave name:{ $name }`로 참가를 취소하세요.
tournament-withdrew = { $player } 님이 토너먼트 { $tournament }에서 기권했습니다{ $forfeited ->
        [0] .
       *[other] {" "}(진행 중이던 대국 { $forfeited }판 몰수패).
    }
tournament-withdrew-swiss = 더 이상 대진에 들어가지 않으며, 지금까지의 결과는 유지됩니다.
tournament-withdrew-fide = FIDE 규정에 따라, 대국의 절반 미만을 두었다면 모든 결과가 삭제되고, 아니면 남은 대국이 몰수패가 됩니다.

## /tournament-admin
tournament-admin-bad-name = 토너먼트 이름은 1–40자이며 `:`를 쓸 수 없습니다. 아무것도 만들지 않았습니다.
tournament-admin-bad-format = { $format }(은)는 방식이 아닙니다: round-robin, double-round-robin, swiss, league 중에서 고르세요. 아무것도 만들지 않았습니다.
tournament-admin-bad-game = { $game }(은)는 게임이 아닙니다: breakthrough 또는 breach 중에서 고르세요. 아무것도 만들지 않았습니다.
tournament-admin-bad-size = { $error }. { $game }의 크기는 { $help }입니다. 아무것도 만들지 않았습니다.
tournament-admin-bad-schedule = { $schedule }(은)는 일정 방식이 아닙니다: at-once (모든 대국이 함께 시작) 또는 rounds (라운드 k가 끝나면 라운드 k+1 시작) 중에서 고르세요. 아무것도 만들지 않았습니다.
tournament-admin-rounds-swiss = `rounds:`는 스위스 방식용입니다: 풀리그의 라운드는 베르거 표에서 정해집니다. 아무것도 만들지 않았습니다.
tournament-admin-bad-league-size = `league-size:`는 3부터 20까지여야 합니다. 아무것도 만들지 않았습니다.
tournament-admin-bad-up-down = `up:`과 `down:`의 합은 1부터 { $most }까지여야 합니다 (리그 인원 { $size }명보다 적게). 아무것도 만들지 않았습니다.
tournament-admin-league-at-once = 리그는 시즌마다 대국을 한꺼번에 시작합니다 (`schedule:at-once`). 아무것도 만들지 않았습니다.
tournament-admin-league-options = `league-size:`, `up:`, `down:`은 리그(`format:league`)용입니다. 아무것도 만들지 않았습니다.
tournament-admin-settings = { $format } { $game } { $size }, 시간 { $clock }, { $rated ->
        [yes] 레이팅전
       *[no] 비레이팅전
    }, { $schedule }
tournament-admin-settings-league = { $format } { $game } { $size }, 시간 { $clock }, { $rated ->
        [yes] 레이팅전
       *[no] 비레이팅전
    }, { $schedule }, 리그당 { $league_size }명, 승격 { $up }명, 강등 { $down }명
tournament-admin-name-taken = 이 서버에는 이미 { $tournament }(이)라는 토너먼트가 있습니다. 아무것도 만들지 않았습니다.
tournament-admin-created = 토너먼트 { $tournament }(번호 { $number })(을)를 만들었습니다: { $settings }. 플레이어는 `/tournament join name:{ $name }`로 참가하고, 운영진이 `/tournament-admin start name:{ $name }`로 시작합니다.
tournament-admin-log-created = { $moderator } 님이 토너먼트 { $tournament }(을)를 만들었습니다: { $settings }.
tournament-admin-start-not-open = 토너먼트 { $tournament }(은)는 이미 시작되었습니다 (상태: { $status }). 아무것도 바뀌지 않았습니다.
tournament-admin-too-few = 토너먼트 { $tournament }의 참가자는 { $count }명입니다: 시작하려면 적어도 { $least }명이 필요합니다. 아무것도 바뀌지 않았습니다.
tournament-admin-too-many = 풀리그는 최대 { $most }명까지입니다 ({ $count }명 참가): 대신 리그를 쓰세요. 아무것도 바뀌지 않았습니다.
tournament-admin-already-started = 토너먼트 { $tournament }(은)는 이미 시작되었습니다.
tournament-admin-started = 토너먼트 { $tournament }(이)가 { $count }명으로 시작되었습니다.
tournament-admin-log-started = { $moderator } 님이 토너먼트 { $tournament }(을)를 시작했습니다.
tournament-admin-bad-outcome = { $outcome }(은)는 결과가 아닙니다: white, black, void 중에서 고르세요. 아무것도 바뀌지 않았습니다.
tournament-admin-not-tournament-game = 대국 #{ $game }(은)는 이 서버의 토너먼트 대국이 아닙니다: `/tournament games name:…`로 목록을 볼 수 있습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-decided = 대국 #{ $game } (토너먼트 { $tournament }, 라운드 { $round })의 결과는 이제 { $outcome }입니다 (이전: { $was }). { $rated ->
        [yes] 순위와 풀의 레이팅(레이팅전 { $count }판)을
       *[no] 순위를
    } 다시 계산했습니다.
tournament-admin-log-decided = { $moderator } 님이 토너먼트 { $tournament }의 대국 #{ $game } 결과를 { $outcome }(으)로 정했습니다 (이전: { $was }).
tournament-admin-log-withdrew = { $moderator } 님이 { $player } 님을 토너먼트 { $tournament }에서 기권 처리했습니다.
tournament-admin-already-over = 토너먼트 { $tournament }(은)는 이미 { $status } 상태입니다. 아무것도 바뀌지 않았습니다.
tournament-admin-cancelled = 토너먼트 { $tournament }(이)가 취소되었습니다: 더 이상 라운드나 시즌은 없으며, 진행 중인 대국은 일반 대국으로 끝까지 둡니다.
tournament-admin-log-cancelled = { $moderator } 님이 토너먼트 { $tournament }(을)를 취소했습니다.

## /tournament list, info
tournament-list-none = 이 서버에는 아직 토너먼트가 없습니다: 운영진이 `/tournament-admin create`로 만듭니다.
tournament-list-head = 이 서버의 토너먼트:
tournament-list-row = { $tournament } (번호 { $number }) · { $status } · { $settings }
tournament-info-head = 토너먼트 { $tournament } (번호 { $number }): { $settings }.
tournament-info-open = 참가 신청을 받고 있습니다.
tournament-info-between-seasons = 시즌 { $season }(이)가 끝났습니다; 시즌 { $next }(은)는 { $time }에 시작합니다.
tournament-info-running = 진행 중: { $count }판 중 { $done }판 결정.
tournament-info-running-season = 진행 중, 시즌 { $season }: { $count }판 중 { $done }판 결정.
tournament-info-running-round = 진행 중, 라운드 { $round }: { $count }판 중 { $done }판 결정.
tournament-info-status = 상태: { $status }.
tournament-info-players = 참가자 { $count }명:
tournament-note-pairing = 대진 번호 { $number }
tournament-note-league = 리그 { $league }
tournament-note-withdrew = 기권
tournament-note-leaves = 이번 시즌 뒤 떠남

## /tournament standings: 글, 그리고 대진표 그림의 제목과 머리글
tournament-standings-not-started = 토너먼트 { $tournament }(은)는 시작되지 않았습니다: 아직 순위가 없습니다. 참가자는 `/tournament info name:{ $name }`로 볼 수 있습니다.
tournament-standings-head = **토너먼트 { $tournament }** · { $status } · 시즌 { $season }
tournament-standings-league = **리그 { $league }**
tournament-standings-title = { $tournament } · { $game } { $size } · { $format }
tournament-standings-title-league = { $tournament } · 시즌 { $season } · 리그 { $league }
tournament-standings-order = 순서: 점수, 그다음 { $tiebreaks }. `+`/`-` 부전승/몰수패, `*` 대국 중.
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
tournament-pairings-none = 토너먼트 { $tournament }에는 아직 대진이 없습니다: 운영진이 `/tournament-admin start`로 시작합니다.
tournament-pairings-bad-round = 토너먼트 { $tournament }의 이번 시즌 라운드는 1부터 { $last }까지입니다: `round:1`부터 `round:{ $last }`까지 고르세요.
tournament-pairings-head = **토너먼트 { $tournament }** 대진
tournament-pairings-round = 라운드 { $round }:
tournament-pairings-bye = { $league ->
        [0] { $player } 님은 이번 라운드를 쉽니다
       *[other] 리그 { $league }: { $player } 님은 이번 라운드를 쉽니다
    }
tournament-pairings-board = { $league ->
        [0] 보드 { $board }: { $white } (백) 대 { $black } (흑) · { $state }
       *[other] 리그 { $league } 보드 { $board }: { $white } (백) 대 { $black } (흑) · { $state }
    }
tournament-pairings-game = 대국 #{ $game }
tournament-pairings-not-started = 시작 전
tournament-games-none = 토너먼트 { $tournament }에는 아직 대국이 없습니다.
tournament-games-head = **토너먼트 { $tournament }** 대국 (시즌 { $season }):
tournament-games-to-move = { $player } 님 차례
tournament-games-wins = { $side } 승
tournament-games-row = { $game }: 라운드 { $round } · { $white } (백) 대 { $black } (흑) · { $state }

## 토너먼트 진행 알림
tournament-gone = 토너먼트가 없어졌습니다.
tournament-size-cannot-start = 이 토너먼트의 크기로는 대국을 시작할 수 없습니다: { $error }
tournament-round-over = 토너먼트 { $tournament }: 라운드 { $round }(이)가 끝나고 라운드 { $next }(이)가 시작됩니다.
tournament-season-over = 토너먼트 { $tournament }: 시즌 { $season }(이)가 끝났습니다.
tournament-season-starts = 시즌 { $season }(은)는 { $time }에 시작합니다.
tournament-over = 토너먼트 { $tournament }(이)가 끝났습니다. 최종 순위:
tournament-games-begin = 토너먼트 { $tournament }: 대국 { $count }판 시작, 시간 { $clock }:
tournament-game-line = #{ $game }: { $white } (백) 대 { $black } (흑)
tournament-final-league = 리그 { $league }:
tournament-result-note = 토너먼트 { $tournament }, 라운드 { $round }{ $league ->
        [0] .
       *[other] , 리그 { $league }.
    }

## 스위스 방식, 그리고 /tournament-admin settings, end-round, forbid, pause, resume, close
tournament-admin-swiss-at-once = 스위스 방식은 지난 라운드 결과로 다음 라운드를 짝지으므로 라운드가 차례로 시작됩니다: `schedule:`을 빼거나 `schedule:rounds`로 쓰세요. 아무것도 만들지 않았습니다.
tournament-admin-bad-rounds = `rounds:`는 1에서 30 사이여야 합니다. 아무것도 바뀌지 않았습니다.
tournament-admin-bad-cap = `max-players:`는 { $least } 이상이어야 합니다 (이미 { $count }명 참가). 아무것도 바뀌지 않았습니다.
tournament-admin-bad-deadline = { $deadline }(은)는 마감 시각이 아닙니다: 지금부터의 시간(`3d`, `12h`)이나 UTC 날짜(`2027-01-05` 또는 `2027-01-05T18:00`)로 쓰세요. 아무것도 바뀌지 않았습니다.
tournament-admin-deadline-past = 그 마감 시각({ $time })은 이미 지났습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-swiss-rounds-many = 참가자 { $count }명인 스위스 방식은 최대 { $most }라운드까지입니다 (같은 상대와 두 번 만나지 않으므로). { $rounds }라운드는 안 됩니다. `/tournament-admin settings rounds:`로 바꾸세요. 아무것도 바뀌지 않았습니다.
tournament-admin-changed-meanwhile = 요청하는 사이에 토너먼트 { $tournament }(이)가 바뀌었습니다 (시작되었거나 끝났습니다). 아무것도 바뀌지 않았습니다: `/tournament info`를 보고 다시 시도하세요.
tournament-admin-settings-nothing = 바꿀 설정을 하나 이상 지정하세요: `clock:`, `rounds:`, `rated:`, `max-players:`, `deadline:`, `thread:`. 아무것도 바뀌지 않았습니다.
tournament-admin-settings-started = 토너먼트 { $tournament }(은)는 이미 시작되었습니다: 이제는 스위스 방식의 `rounds:`, `max-players:`, `thread:`만 바꿀 수 있습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-rounds-too-few = 토너먼트 { $tournament }(은)는 이미 { $played }라운드를 짝지었습니다: 그보다 줄일 수 없습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-settings-changed = 토너먼트 { $tournament }: 설정을 바꿨습니다. 현재: { $settings }.
tournament-admin-log-settings = { $moderator } 님이 토너먼트 { $tournament }의 설정을 바꿨습니다: { $settings }.
tournament-admin-not-running = 토너먼트 { $tournament }(은)는 진행 중이 아니라 { $status } 상태입니다: 끝낼 라운드가 없습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-end-round-at-once = 토너먼트 { $tournament }(은)는 모든 대국을 한꺼번에 둡니다: 끝낼 라운드가 없습니다. 대국은 `/tournament-admin result`로 판정하세요. 아무것도 바뀌지 않았습니다.
tournament-admin-round-ended = 토너먼트 { $tournament }: 운영진이 라운드 { $round }(을)를 끝냈습니다. { $count ->
        [0] 이 라운드의 대국은 모두 끝나 있었습니다.
       *[other] 끝나지 않은 대국 { $count }판({ $games })은 순위 밖에서 계속됩니다: 토너먼트에서는 어느 쪽에도 점수가 되지 않습니다.
    }
tournament-admin-log-round-ended = { $moderator } 님이 토너먼트 { $tournament }의 라운드 { $round }(을)를 끝냈습니다.
tournament-admin-forbid-swiss = { $format } 토너먼트에서는 모두가 모두와 만납니다: 두 선수를 떼어 놓는 것은 스위스 방식에서만 됩니다. 아무것도 바뀌지 않았습니다.
tournament-admin-forbid-same = 서로 다른 두 선수를 지정하세요. 아무것도 바뀌지 않았습니다.
tournament-admin-forbidden-already = { $player } 님과 { $opponent } 님은 토너먼트 { $tournament }에서 이미 짝지어지지 않게 되어 있습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-forbidden = 토너먼트 { $tournament }에서 { $player } 님과 { $opponent } 님은 짝지어지지 않습니다.
tournament-admin-log-forbidden = { $moderator } 님이 토너먼트 { $tournament }에서 { $player } 님과 { $opponent } 님을 떼어 놓았습니다.
tournament-admin-paused-already = 토너먼트 { $tournament }(은)는 { $time }부터 일시 정지 중입니다. 아무것도 바뀌지 않았습니다.
tournament-admin-not-paused = 토너먼트 { $tournament }(은)는 일시 정지 상태가 아닙니다. 아무것도 바뀌지 않았습니다.
tournament-admin-paused = 토너먼트 { $tournament }(이)가 일시 정지되었습니다: `/tournament-admin resume` 전까지 새 라운드나 시즌은 시작되지 않습니다. 이미 시작한 대국은 시간 제한 그대로 계속됩니다.
tournament-admin-log-paused = { $moderator } 님이 토너먼트 { $tournament }(을)를 일시 정지했습니다.
tournament-admin-resumed = 토너먼트 { $tournament }(이)가 다시 진행됩니다.
tournament-admin-log-resumed = { $moderator } 님이 토너먼트 { $tournament }(을)를 다시 진행했습니다.
tournament-admin-closed-already = 토너먼트 { $tournament }(은)는 이미 참가 신청을 받지 않습니다. 아무것도 바뀌지 않았습니다.
tournament-admin-closed = 토너먼트 { $tournament }의 참가 신청이 마감되었습니다.
tournament-admin-closed-league = 토너먼트 { $tournament }의 참가 신청이 마감되었습니다: 리그는 시즌 { $season } 뒤에 끝납니다.
tournament-over-now = 토너먼트 { $tournament }(이)가 끝났습니다.
tournament-admin-log-closed = { $moderator } 님이 토너먼트 { $tournament }(을)를 마감했습니다.
tournament-join-deadline = 토너먼트 { $tournament }의 참가 신청은 { $time }에 마감되었습니다.
tournament-joined-swiss = { $player } 님이 토너먼트 { $tournament }에 참가했습니다 ({ $count }명): 0점으로 시작해 라운드 { $round }부터 짝지어집니다.
tournament-joined-swiss-byes = { $player } 님이 토너먼트 { $tournament }에 참가했습니다 ({ $count }명): 이미 짝지어진 라운드마다 반 점 부전승({ $points }점)으로 시작해 라운드 { $round }부터 짝지어집니다.
tournament-swiss-no-pairing = 토너먼트 { $tournament }: 라운드 { $round }의 올바른 대진이 없습니다 (남은 선수끼리 모두 만났거나, 금지된 짝 때문에). 그래서 대회는 라운드 { $played }로 끝납니다.
tournament-swiss-no-first-round = 라운드 1의 올바른 대진이 없습니다 (금지된 짝 때문에). 아무것도 시작하지 않았습니다: 금지된 짝을 풀거나 선수를 더 받으세요.
tournament-setting-rounds = { $count }라운드
tournament-setting-cap = 최대 { $count }명
tournament-setting-deadline = 참가 마감 { $time }
tournament-setting-last-season = 시즌 { $season } 뒤 종료
tournament-setting-paused = { $time }부터 일시 정지
tournament-setting-threads = 대국마다 스레드
tournament-setting-late-byes = 늦게 참가하면 놓친 라운드마다 반 점
tournament-round-bye = { $round }라운드: { $player } 님은 쉽니다
