# Турниры: `/tournament …`, `/tournament-admin …`, турнирная таблица (текст и PNG)
# и сообщения, которые двигают турнир вперёд.
# Глоссарий: турнир, круговая система (round robin), двухкруговая система (double round
# robin), швейцарская система (swiss), лига (league), сезон, тур (round), доска (board),
# пары (pairings), стартовый номер (pairing number), отдыхает (bye), выбыть (withdraw),
# вне турнира (withdrawn), победа / поражение без игры (forfeit), таблица (standings),
# кросс-таблица (crosstable), дополнительные показатели (tie-breaks): личная встреча,
# коэффициент Зоннеборна — Бергера, число побед, Бухгольц, усечённый Бухгольц.
# Название турнира ($tournament) не склоняется. Игроки — только именительный падеж,
# двоеточие или тире; о выбывшем — «вне турнира», а не «выбыл».

tournament-needs-server = Турниры бывают только на серверах: выполните команду на сервере.
tournament-unknown-none = На этом сервере нет турнира { $tournament }. Турниров здесь пока нет вовсе (модератор может создать турнир командой `/tournament-admin create`).
tournament-unknown = На этом сервере нет турнира { $tournament }. Турниры сервера: { $tournaments }.
tournament-format = { $format ->
        [round-robin] круговая система
        [double-round-robin] двухкруговая система
        [swiss] швейцарская система
       *[league] лига
    }
tournament-status = { $status ->
        [open] открыт
        [running] идёт
        [finished] завершён
       *[cancelled] отменён
    }
tournament-schedule = { $schedule ->
        [rounds] по турам
       *[at-once] все партии сразу
    }
tournament-settings = { $format } · { $game } { $size } · контроль { $clock } · { $rated ->
        [yes] рейтинговый
       *[no] нерейтинговый
    } · { $schedule }
tournament-settings-league = { $format } · { $game } { $size } · контроль { $clock } · { $rated ->
        [yes] рейтинговый
       *[no] нерейтинговый
    } · { $schedule } · размер лиги: { $league_size }, вверх: { $up }, вниз: { $down }, пауза между сезонами: { $pause }

## /tournament join, leave, withdraw
tournament-join-closed = Турнир { $tournament } { $state ->
        [started] уже начался
       *[ended] уже закончился
    }: запись закрыта.
tournament-join-bot = В турнирах играют только люди.
tournament-join-full = Мест в турнире { $tournament } больше нет (максимум участников: { $count }).
tournament-join-already = Вы уже записаны на турнир { $tournament }.
tournament-joined = { $player } записывается на турнир { $tournament } (теперь участников: { $count }).
tournament-joined-league = { $player } записывается на турнир { $tournament } (теперь участников: { $count }) и начнёт со следующего сезона (сезон { $season }) в нижней лиге.
tournament-leave-not-entered = Вы не записаны на турнир { $tournament }.
tournament-left = { $player } отписывается от турнира { $tournament }.
tournament-leaves-later = { $player } покидает лигу { $tournament } после сезона { $season }: партии этого сезона по-прежнему засчитываются.
tournament-leave-started = Турнир { $tournament } уже начался: чтобы прекратить игру, выйдите из него командой `/tournament withdraw name:{ $name }` (что станет с вашими результатами, решает правило ФИДЕ о выбывших).
tournament-withdraw-confirm = Выбыть из турнира { $tournament }? Это окончательно: ваши идущие партии будут засчитаны как поражения без игры, а в круговом турнире, если вы сыграли меньше половины своих партий, все ваши результаты будут удалены (иначе оставшиеся партии тоже засчитают как поражения без игры). Для подтверждения: { $command }.
tournament-withdraw-button = Выбыть
tournament-withdraw-not-entered = { $player } — не участник турнира { $tournament }: выбывать неоткуда.
tournament-withdraw-already = { $player } уже вне турнира { $tournament }.
tournament-withdraw-not-started = { $player }: турнир { $tournament } ещё не начался — вместо этого отпишитесь командой `/tournament leave name:{ $name }`.
tournament-withdrew = { $player } выбывает из турнира { $tournament }{ $forfeited ->
        [0] .
        [one] {" "}({ $forfeited } идущая партия засчитана как поражение без игры).
        [few] {" "}({ $forfeited } идущие партии засчитаны как поражения без игры).
       *[other] {" "}({ $forfeited } идущих партий засчитаны как поражения без игры).
    }
tournament-withdrew-swiss = В новых турах пары с этим игроком не составляются; прежние результаты остаются в силе.
tournament-withdrew-fide = По правилу ФИДЕ, если сыграно меньше половины партий, все результаты удаляются; иначе оставшиеся партии засчитываются как поражения без игры.

## /tournament-admin
tournament-admin-bad-name = Название турнира — от 1 до 40 символов, без `:`. Ничего не создано.
tournament-admin-bad-format = { $format } — не формат: выберите `round-robin` (круговая система), `double-round-robin` (двухкруговая), `swiss` (швейцарская) или `league` (лига). Ничего не создано.
tournament-admin-bad-game = { $game } — не игра: выберите `breakthrough` (Прорыв) или `breach` (Брешь). Ничего не создано.
tournament-admin-bad-size = { $error }. Размер доски для { FORM($game, "gen") }: { $help }. Ничего не создано.
tournament-admin-bad-schedule = { $schedule } — не расписание: выберите `at-once` (все партии начинаются вместе) или `rounds` (тур k+1 начинается, когда закончен тур k). Ничего не создано.
tournament-admin-rounds-swiss = `rounds:` — только для швейцарской системы: в круговом турнире туры берутся из таблицы Бергера. Ничего не создано.
tournament-admin-bad-league-size = Значение `league-size:` должно быть от 3 до 20. Ничего не создано.
tournament-admin-bad-up-down = Сумма `up:` и `down:` должна быть от 1 до { $most } (меньше, чем игроков в лиге: { $size }). Ничего не создано.
tournament-admin-league-at-once = Лига играет каждый сезон целиком сразу (`schedule:at-once`). Ничего не создано.
tournament-admin-league-options = `league-size:`, `up:` и `down:` — только для лиг (`format:league`). Ничего не создано.
tournament-admin-settings = { $format }, { $game } { $size }, контроль { $clock }, { $rated ->
        [yes] рейтинговый
       *[no] нерейтинговый
    }, { $schedule }
tournament-admin-settings-league = { $format }, { $game } { $size }, контроль { $clock }, { $rated ->
        [yes] рейтинговый
       *[no] нерейтинговый
    }, { $schedule }, размер лиги: { $league_size }, вверх: { $up }, вниз: { $down }
tournament-admin-name-taken = На этом сервере уже есть турнир { $tournament }. Ничего не создано.
tournament-admin-created = Турнир { $tournament } (номер { $number }) создан: { $settings }. Игроки записываются командой `/tournament join name:{ $name }`; модератор запускает турнир командой `/tournament-admin start name:{ $name }`.
tournament-admin-log-created = { $moderator } создаёт турнир { $tournament }: { $settings }.
tournament-admin-start-not-open = Турнир { $tournament } уже начался (статус: { $status }). Ничего не изменилось.
tournament-admin-too-few = В турнире { $tournament } участников: { $count }, а для начала нужно не меньше { $least }. Ничего не изменилось.
tournament-admin-too-many = В круговом турнире участников может быть не больше { $most }, а записались { $count }: выберите формат «лига». Ничего не изменилось.
tournament-admin-already-started = Турнир { $tournament } уже начался.
tournament-admin-started = Турнир { $tournament } начался, участников: { $count }.
tournament-admin-log-started = { $moderator } запускает турнир { $tournament }.
tournament-admin-bad-outcome = { $outcome } — не исход: выберите `white` (белые), `black` (чёрные) или `void` (аннулировать). Ничего не изменилось.
tournament-admin-not-tournament-game = Партия #{ $game } — не турнирная партия этого сервера: список таких партий покажет `/tournament games name:…`. Ничего не изменилось.
tournament-admin-decided = Партия #{ $game } (турнир { $tournament }, тур { $round }) теперь: { $outcome } (было: { $was }). { $rated ->
        [yes] Таблица и рейтинги пересчитаны (рейтинговых партий в расчёте: { $count }).
       *[no] Таблица пересчитана.
    }
tournament-admin-log-decided = { $moderator } меняет результат партии #{ $game } турнира { $tournament }: { $outcome } (было: { $was }).
tournament-admin-log-withdrew = { $moderator } снимает с турнира { $tournament }: { $player }.
tournament-admin-already-over = Турнир { $tournament } уже { $status }. Ничего не изменилось.
tournament-admin-cancelled = Турнир { $tournament } отменён: туров и сезонов больше не будет; начатые партии доигрываются как обычные.
tournament-admin-log-cancelled = { $moderator } отменяет турнир { $tournament }.

## /tournament list, info
tournament-list-none = На этом сервере пока нет турниров: модератор может создать турнир командой `/tournament-admin create`.
tournament-list-head = Турниры этого сервера:
tournament-list-row = { $tournament } (номер { $number }) · { $status } · { $settings }
tournament-info-head = Турнир { $tournament } (номер { $number }): { $settings }.
tournament-info-open = Запись открыта.
tournament-info-between-seasons = Сезон { $season } окончен; сезон { $next } начнётся { $time }.
tournament-info-running = Идёт: сыграно { $done } из { $count ->
        [one] { $count } партии
       *[other] { $count } партий
    }.
tournament-info-running-season = Идёт сезон { $season }: сыграно { $done } из { $count ->
        [one] { $count } партии
       *[other] { $count } партий
    }.
tournament-info-running-round = Идёт тур { $round }: сыграно { $done } из { $count ->
        [one] { $count } партии
       *[other] { $count } партий
    }.
tournament-info-status = Статус: { $status }.
tournament-info-players = Участники ({ $count }):
tournament-note-pairing = стартовый номер { $number }
tournament-note-league = лига { $league }
tournament-note-withdrew = вне турнира
tournament-note-leaves = уходит после этого сезона

## /tournament standings: текст, а также заголовок и столбцы кросс-таблицы
tournament-standings-not-started = Турнир { $tournament } ещё не начался, таблицы пока нет. Кто записался, покажет `/tournament info name:{ $name }`.
tournament-standings-head = **Турнир { $tournament }** · { $status } · сезон { $season }
tournament-standings-league = **Лига { $league }**
tournament-standings-title = { $tournament } · { $game } { $size } · { $format }
tournament-standings-title-league = { $tournament } · сезон { $season } · лига { $league }
tournament-standings-order = Порядок: очки, затем { $tiebreaks }. `+`/`-` — победа/поражение без игры, `*` — партия ещё идёт.
tournament-column-player = Игрок
tournament-column-points = Очки
tournament-withdrawn-name = { $player } (вне турнира)
tournament-tiebreak = { $tiebreak ->
        [direct-encounter] личная встреча
        [sonneborn-berger] коэффициент Зоннеборна — Бергера
        [wins] число побед
        [buchholz-cut-1] усечённый Бухгольц (−1)
       *[buchholz] Бухгольц
    }
tournament-tiebreak-short = { $tiebreak ->
        [direct-encounter] ЛВ
        [sonneborn-berger] ЗБ
        [wins] Поб
        [buchholz-cut-1] Бх-1
       *[buchholz] Бх
    }

## /tournament pairings, games
tournament-pairings-none = У турнира { $tournament } пока нет пар: модератор запускает турнир командой `/tournament-admin start`.
tournament-pairings-bad-round = { $last ->
        [1] В турнире { $tournament } в этом сезоне пока только тур 1: выберите `round:1`.
       *[other] В турнире { $tournament } в этом сезоне туры с 1 по { $last }: выберите от `round:1` до `round:{ $last }`.
    }
tournament-pairings-head = **Пары турнира { $tournament }**
tournament-pairings-round = Тур { $round }:
tournament-pairings-bye = { $league ->
        [0] { $player } отдыхает в этом туре
       *[other] лига { $league }: { $player } отдыхает в этом туре
    }
tournament-pairings-board = { $league ->
        [0] доска { $board }: { $white } (белые) — { $black } (чёрные) · { $state }
       *[other] лига { $league }, доска { $board }: { $white } (белые) — { $black } (чёрные) · { $state }
    }
tournament-pairings-game = партия #{ $game }
tournament-pairings-not-started = не начата
tournament-games-none = У турнира { $tournament } пока нет партий.
tournament-games-head = **Партии турнира { $tournament }** (сезон { $season }):
tournament-games-to-move = ходит { $player }
tournament-games-wins = победа { FORM($side, "gen") }
tournament-games-row = { $game }: тур { $round } · { $white } (белые) — { $black } (чёрные) · { $state }

## Сообщения, которые двигают турнир вперёд
tournament-gone = Этого турнира больше нет.
tournament-size-cannot-start = С таким размером доски партию этого турнира не начать: { $error }
tournament-round-over = Турнир { $tournament }: тур { $round } окончен, начинается тур { $next }.
tournament-season-over = Турнир { $tournament }: сезон { $season } окончен.
tournament-season-starts = Сезон { $season } начнётся { $time }.
tournament-over = Турнир { $tournament } завершён. Итоговая таблица:
tournament-games-begin = Турнир { $tournament }: { $count ->
        [one] начинается { $count } партия
        [few] начинаются { $count } партии
       *[other] начинается { $count } партий
    }, контроль { $clock }:
tournament-game-line = #{ $game }: { $white } (белые) — { $black } (чёрные)
tournament-final-league = Лига { $league }:
tournament-final-row = { $rank }. { $player }: { $points } { $value ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}
tournament-result-note = Турнир { $tournament }, тур { $round }{ $league ->
        [0] .
       *[other] , лига { $league }.
    }

## Швейцарская система; /tournament-admin settings, end-round, forbid, pause, resume, close
tournament-admin-swiss-at-once = В швейцарской системе пары каждого тура составляются по итогам предыдущего, поэтому туры идут один за другим: уберите `schedule:` (или напишите `schedule:rounds`). Ничего не создано.
tournament-admin-bad-rounds = Значение `rounds:` должно быть от 1 до 30. Ничего не изменилось.
tournament-admin-bad-cap = Значение `max-players:` должно быть не меньше { $least } (уже записались: { $count }). Ничего не изменилось.
tournament-admin-bad-deadline = { $deadline } — не срок: напишите время от текущего момента (`3d`, `12h`) или дату UTC (`2027-01-05` или `2027-01-05T18:00`). Ничего не изменилось.
tournament-admin-deadline-past = Этот срок ({ $time }) уже прошёл. Ничего не изменилось.
tournament-admin-swiss-rounds-many = Участников — { $count }, поэтому в швейцарской системе может быть не больше { $most } { $most ->
        [one] тура
       *[other] туров
    } (никто не встречается с одним соперником дважды), а не { $rounds }. Измените число туров командой `/tournament-admin settings rounds:`. Ничего не изменилось.
tournament-admin-changed-meanwhile = Пока вы отправляли команду, турнир { $tournament } изменился (начался или закончился). Ничего не изменилось: посмотрите `/tournament info` и попробуйте снова.
tournament-admin-settings-nothing = Укажите, какую настройку изменить: `clock:`, `rounds:`, `рейтинговый:`, `max-players:`, `deadline:` или `thread:`. Ничего не изменилось.
tournament-admin-settings-started = Турнир { $tournament } уже начался: теперь можно менять только `rounds:` (в швейцарской системе), `max-players:` и `thread:`. Ничего не изменилось.
tournament-admin-rounds-too-few = В турнире { $tournament } уже составлены пары туров: { $played }; меньше сделать нельзя. Ничего не изменилось.
tournament-admin-settings-changed = Турнир { $tournament }: настройки изменены. Теперь: { $settings }.
tournament-admin-log-settings = { $moderator } меняет настройки турнира { $tournament }: { $settings }.
tournament-admin-not-running = Турнир { $tournament } сейчас не идёт (статус: { $status }): заканчивать нечего. Ничего не изменилось.
tournament-admin-end-round-at-once = В турнире { $tournament } все партии идут одновременно, туров, которые можно закончить, нет. Результат партии можно задать командой `/tournament-admin result`. Ничего не изменилось.
tournament-admin-round-ended = Турнир { $tournament }: тур { $round } закончен модератором. { $count ->
        [0] Все его партии уже были доиграны.
        [1] Недоигранная партия ({ $games }) продолжается вне турнира: в турнирной таблице она не засчитывается никому.
        [one] { $count } недоигранная партия ({ $games }) продолжается вне турнира: в турнирной таблице она не засчитывается никому.
        [few] { $count } недоигранные партии ({ $games }) продолжаются вне турнира: в турнирной таблице они не засчитываются никому.
       *[other] { $count } недоигранных партий ({ $games }) продолжаются вне турнира: в турнирной таблице они не засчитываются никому.
    }
tournament-admin-log-round-ended = { $moderator } заканчивает тур { $round } турнира { $tournament }.
tournament-admin-forbid-swiss = Здесь каждый играет с каждым (формат: { $format }): развести двух игроков можно только в швейцарской системе. Ничего не изменилось.
tournament-admin-forbid-same = Укажите двух разных игроков. Ничего не изменилось.
tournament-admin-forbidden-already = { $player } и { $opponent } уже разведены в турнире { $tournament }. Ничего не изменилось.
tournament-admin-forbidden = В турнире { $tournament } { $player } и { $opponent } не встретятся друг с другом.
tournament-admin-log-forbidden = { $moderator } разводит игроков в турнире { $tournament }: { $player } и { $opponent } не встретятся.
tournament-admin-paused-already = Турнир { $tournament } уже на паузе: его приостановили { $time }. Ничего не изменилось.
tournament-admin-not-paused = Турнир { $tournament } не на паузе. Ничего не изменилось.
tournament-admin-paused = Турнир { $tournament } на паузе: ни новый тур, ни новый сезон не начнутся до `/tournament-admin resume`. Начатые партии продолжаются, их часы идут.
tournament-admin-log-paused = { $moderator } приостанавливает турнир { $tournament }.
tournament-admin-resumed = Турнир { $tournament } продолжается.
tournament-admin-log-resumed = { $moderator } возобновляет турнир { $tournament }.
tournament-admin-closed-already = Запись на турнир { $tournament } уже закрыта. Ничего не изменилось.
tournament-admin-closed = Запись на турнир { $tournament } закрыта.
tournament-admin-closed-league = Запись на турнир { $tournament } закрыта: лига закончится после сезона { $season }.
tournament-over-now = Турнир { $tournament } завершён.
tournament-admin-log-closed = { $moderator } закрывает запись на турнир { $tournament }.
tournament-join-deadline = Запись на турнир { $tournament } закрылась { $time }.
tournament-joined-swiss = { $player } записывается на турнир { $tournament } (теперь участников: { $count }) без очков и участвует в жеребьёвке с тура { $round }.
tournament-joined-swiss-byes = { $player } записывается на турнир { $tournament } (теперь участников: { $count }), получает по пол-очка за каждый тур, пары которого уже составлены (всего { $points }), и участвует в жеребьёвке с тура { $round }.
tournament-swiss-no-pairing = Турнир { $tournament }: для тура { $round } допустимых пар нет (все оставшиеся уже встречались или мешают запреты), поэтому турнир заканчивается после тура { $played }.
tournament-swiss-no-first-round = Для тура 1 допустимых пар нет (мешают запреты). Ничего не начато: снимите запрет или добавьте игроков.
tournament-setting-rounds = { $count ->
        [one] { $count } тур
        [few] { $count } тура
       *[other] { $count } туров
    }
tournament-setting-cap = не больше { $count ->
        [one] { $count } игрока
       *[other] { $count } игроков
    }
tournament-setting-deadline = запись закрывается { $time }
tournament-setting-last-season = заканчивается после сезона { $season }
tournament-setting-paused = приостановлен { $time }
tournament-setting-threads = партии в отдельных ветках
tournament-setting-late-byes = опоздавшим — пол-очка за каждый пропущенный тур
tournament-round-bye = тур { $round }: отдыхает { $player }
