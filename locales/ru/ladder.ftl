# Глоссарий: лестница (ladder), место (position), вызов (challenge), бросить вызов,
# диапазон (range), реванш (rematch), штраф (strike), сезон, модератор, журнал аудита
# (audit log), мод-лог (mod log), в отпуске (on vacation), отсутствует (away), партия (game).

ladder-needs-server = Лестницы принадлежат серверу: используйте это на сервере.
ladder-unknown-none = На этом сервере нет лестницы { $ladder }. Здесь пока нет лестниц (модератор создаёт её командой `/ladder-admin create`).
ladder-unknown = На этом сервере нет лестницы { $ladder }. Лестницы здесь: { $ladders }.
ladder-settings = { $game } { $size }, контроль { $clock }, диапазон max({ $min_range }, ⌈√p⌉), не более { $max_out } исходящих / { $max_in } входящих партий, реванш через { $rematch_days ->
        [one] { $rematch_days } день
        [few] { $rematch_days } дня
       *[many] { $rematch_days } дней
    }, сезон { $season }

## /ladder join, leave
ladder-join-closed = Лестница { $ladder } закрыта: новых игроков не принимает.
ladder-join-already = Вы уже на лестнице { $ladder }, на { $position }-м месте.
ladder-join-kicked = Модератор убрал вас с лестницы { $ladder }: вернуть вас может только модератор (`/ladder-admin restore`).
ladder-join-struck-off = Вы проиграли по времени две партии лестницы за 30 дней, поэтому выбыли с лестницы { $ladder }: вернуть вас может только модератор (`/ladder-admin restore`).
ladder-joined = { $player } вступает в лестницу { $ladder } на { $position }-е место. Вызывайте тех, кто выше, командой `/ladder challenge`.
ladder-leave-not-on = Вас нет на лестнице { $ladder }.
ladder-left = { $player } покидает лестницу { $ladder } (было { $position }-е место). Идущие партии лестницы доигрываются и засчитываются.

## Почему вызов не разрешён: правило, клетка таблицы, что это значит
ladder-not-allowed = Нельзя: { $why }
ladder-not-allowed-rule = Нельзя ({ $rule }): { $why }
ladder-rule-removed = модератор убрал вас с этой лестницы
ladder-short-removed = нет: убран
ladder-detail-restore = вернуть вас может только модератор (`/ladder-admin restore`).
ladder-rule-struck-off = два поражения по времени за 30 дней вывели вас с этой лестницы
ladder-short-struck-off = нет: выбыл
ladder-rule-not-joined = вас нет на этой лестнице
ladder-short-not-joined = нет: сначала вступите
ladder-detail-not-joined = сначала вступите: `/ladder join name:{ $ladder }`.
ladder-rule-not-on = нет на этой лестнице
ladder-short-not-on = нет: не на лестнице
ladder-detail-taken-off = { $player } снят с неё; можно, если модератор вернёт этого игрока.
ladder-detail-not-on = { $player } на ней нет; можно, когда этот игрок вступит.
ladder-detail-self = нельзя вызвать самого себя.
ladder-rule-above = правило диапазона: вызывайте тех, кто выше
ladder-short-above = нет: не выше вас
ladder-detail-above = { $theirs }-е место не выше вашего ({ $mine }-го). Этот игрок может вызвать вас.
ladder-general-above = вы на { $mine }-м месте; те, кто ниже, могут вызвать вас.
ladder-rule-range = правило диапазона: не более max({ $min_range }, ⌈√p⌉) мест выше вас
ladder-short-range = нет: вне диапазона
ladder-detail-range = с { $from }-го места можно вызывать до { $highest }-го места включительно. Можно, когда дойдёте до { $reach }-го места.
ladder-general-range = с { $from }-го места можно вызывать до { $highest }-го места включительно.
ladder-rule-pair = одна открытая партия на пару
ladder-short-pair = нет: уже играете
ladder-detail-pair = вы уже играете друг с другом в партии { $game }. Можно, когда она закончится.
ladder-rule-outgoing = не более { $limit ->
        [one] { $limit } исходящего вызова
       *[other] { $limit } исходящих вызовов
    }
ladder-short-outgoing = нет: ваш лимит
ladder-detail-outgoing = вы уже вызвали в партиях { $games }. Можно, когда одна из них закончится.
ladder-rule-incoming = не более { $limit ->
        [one] { $limit } входящего вызова
       *[other] { $limit } входящих вызовов
    }
ladder-short-incoming = нет: его лимит
ladder-detail-incoming = { $player } уже защищается в партиях { $games }. Можно, когда одна из них закончится.
ladder-rule-rematch = реванш не раньше чем через { $days }
ladder-short-rematch = нет: ждать реванша
ladder-detail-rematch = вы недавно играли друг с другом. Снова можно { $time }.

## /ladder challenge
ladder-challenge-closed = Лестница { $ladder } закрыта: новых вызовов нет.
ladder-challenge-bot = Нельзя: партии лестницы играют люди.
ladder-size-cannot-start = С таким размером доски этой лестницы партию не начать: { $error }
ladder-challenged = Лестница { $ladder }: { $challenger } ({ $challenger_position }-е место) вызывает { $defender } ({ $defender_position }-е место). **{ $game }** начинается сразу: { $white } против { $black }, контроль { $clock }. { $first }, ваш ход: `/move`{ $due }.

## /ladder standings (текст, а также заголовок, столбцы и клетки PNG-таблицы)
ladder-standings-bad-page = В таблице лестницы { $ladder } { $pages ->
        [one] { $pages } страница
        [few] { $pages } страницы
       *[many] { $pages } страниц
    }: выберите страницу от 1 до { $pages }.
ladder-standings-head = **Лестница { $ladder }** ({ $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    }, сезон { $season }), страница { $page } из { $pages }:
ladder-standings-row = { $position }. { $player } { $rating } { $wins }–{ $losses } · { $status }{ $mark ->
        [you] {" "}· вы
        [yes] {" "}· вызов: да
       *[none] {""}
    }
ladder-cell-you = вы
ladder-cell-yes = да
ladder-status-vacation = в отпуске
ladder-status-away = отсутствует
ladder-status-playing = { $count ->
        [one] { $count } партия идёт
        [few] { $count } партии идут
       *[many] { $count } партий идёт
    }
ladder-status-strikes = { $count ->
        [one] { $count } штраф
        [few] { $count } штрафа
       *[many] { $count } штрафов
    }
ladder-standings-barred = { $count ->
        [one] Место
       *[other] Места
    } { $positions }: нельзя ({ $rule }): { $why }
ladder-standings-empty = Пока никого: `/ladder join name:{ $ladder }`.
ladder-standings-title = Лестница { $ladder } · { $game } { $size } · сезон { $season } · стр. { $page }/{ $pages }
ladder-column-player = Игрок
ladder-column-rating = Рейтинг
ladder-column-record = В–П
ladder-column-status = Статус
ladder-column-challenge = Вызов?
ladder-page-previous = ◀ Назад
ladder-page-next = Вперёд ▶

## /ladder list, info
ladder-list-none = На этом сервере пока нет лестниц: модератор создаёт её командой `/ladder-admin create name game size`.
ladder-list-head = Лестницы этого сервера:
ladder-list-row = { $ladder } · { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    } · { $settings }{ $closed ->
        [yes] {" "}· закрыта
       *[no] {""}
    }
ladder-info = Лестница { $ladder }: { $settings }. { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
       *[many] { $players } игроков
    }, идёт { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    }{ $closed ->
        [yes] , закрыта
       *[no] {""}
    }. Контроль { $clock }.

## Заметки под результатом партии лестницы
ladder-note-takes = Лестница { $ladder }: { $winner } занимает { $position }-е место; { $loser } опускается на { $down }-е.
ladder-note-keeps = Лестница { $ladder }: места без изменений ({ $player } остаётся на { $position }-м месте).
ladder-note-unchanged = Лестница { $ladder }: места без изменений.
ladder-note-struck-off = Второе поражение по времени у { $player } за 30 дней: выбывает с лестницы { $ladder } (модератор может вернуть).
ladder-note-strike = { $player } получает штраф { $strike } из 2 за 30 дней.

## Модераторы: /ladder-admin
ladder-admin-needs-server = Команды модераторов работают на сервере.
ladder-admin-not-moderator = Команда { $command } доступна только модераторам: участникам с правом «Управлять сервером» или ролью модератора сервера (`/settings moderator-role`). Ничего не изменено.
ladder-admin-needs-reason = Каждое действие модератора требует причины (`reason:`): она попадает в журнал аудита.
ladder-admin-reason = Причина: { $reason }
ladder-admin-bad-name = Название лестницы — от 1 до 40 символов, без `:`.
ladder-admin-bad-size = { $error }. Размер для игры «{ $game }»: { $help }.
ladder-admin-size-help = { $game ->
        [breakthrough] ширина x высота, от 2x4 до 16x16 (например, 8x8)
       *[breach] одно число от 5 до 19 (например, 10)
    }
ladder-admin-bad-clock = { $error } (контроль времени пишется как `3d` или `3d+1d`).
ladder-admin-no-clock = Нужен контроль времени.
ladder-admin-name-taken = На этом сервере уже есть лестница { $ladder }.
ladder-admin-created = Лестница { $ladder } создана: { $settings }. Игроки вступают командой `/ladder join name:{ $name }`.
ladder-admin-log-created = { $moderator } создаёт лестницу { $ladder }.
ladder-admin-out-of-bounds = { $option } должно быть от { $low } до { $high }.
ladder-admin-nothing-to-change = Нечего менять: у лестницы { $ladder } уже { $settings }. Укажите `range:`, `max-out:`, `max-in:`, `rematch-days:` или `clock:`.
ladder-admin-settings-now = Лестница { $ladder } теперь: { $settings }.
ladder-admin-log-settings = { $moderator } меняет лестницу { $ladder }: { $settings }.
ladder-admin-already-closed = Лестница { $ladder } уже закрыта.
ladder-admin-closed = Лестница { $ladder } закрыта: ни вступлений, ни вызовов; идущие партии доигрываются и засчитываются.
ladder-admin-log-closed = { $moderator } закрывает лестницу { $ladder }.
ladder-admin-kick-not-on = { $player } нет на лестнице { $ladder }: убирать некого.
ladder-admin-kicked = { $player } убран с лестницы { $ladder } (было { $position }-е место).
ladder-admin-log-kicked = { $moderator } убирает { $player } с лестницы { $ladder } (было { $position }-е место).
ladder-admin-restore-not-off = { $player } никогда не убирали с лестницы { $ladder }: возвращать нечего.
ladder-admin-restored = { $player } снова на лестнице { $ladder }, на { $position }-м месте (штрафы сняты).
ladder-admin-log-restored = { $moderator } возвращает { $player } на лестницу { $ladder }.
ladder-admin-bad-position = Места { $position } на этой лестнице нет: выберите от 1 до { $count }.
ladder-admin-positioned = { $player } теперь на { $position }-м месте лестницы { $ladder }.
ladder-admin-log-positioned = { $moderator } ставит { $player } на { $position }-е место лестницы { $ladder }.
ladder-admin-bad-outcome = { $outcome } — не исход: выберите white, black или void.
ladder-admin-unrated = Партия №{ $game } не рейтинговая и не партия лестницы: модераторы решают только такие.
ladder-admin-not-started = Партия №{ $game } не началась: решать нечего.
ladder-admin-outcome = { $outcome ->
        [white] победа белых
        [black] победа чёрных
        [white-forfeit] победа белых без игры
        [black-forfeit] победа чёрных без игры
        [void] аннулирована
        [voided] аннулирована (как будто не игралась)
        [running] идёт
        [draw] ничья
       *[none] без результата
    }
ladder-admin-decided = Партия №{ $game } теперь: { $outcome } (было: { $was }). Места и рейтинги пула пересчитаны ({ $count ->
        [one] { $count } рейтинговая партия
        [few] { $count } рейтинговые партии
       *[many] { $count } рейтинговых партий
    }).
ladder-admin-log-decided = { $moderator } устанавливает партии №{ $game } результат: { $outcome } (было: { $was }).
ladder-admin-bad-reseed = { $reseed } — не способ пересева: выберите by-rating или keep.
ladder-admin-season-ended = Сезон { $season } лестницы { $ladder } отправлен в архив ({ $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    }); начинается сезон { $next }, { $reseed ->
        [by-rating] места заново расставлены по рейтингу
       *[keep] места сохранены
    }. Рейтинги переносятся.
ladder-admin-log-season-ended = { $moderator } завершает сезон { $season } лестницы { $ladder } ({ $reseed ->
        [by-rating] места заново расставлены по рейтингу
       *[keep] места сохранены
    }).
ladder-admin-log-head = Журнал аудита лестницы { $ladder } (сначала новые), страница { $page } из { $pages }:
ladder-admin-log-empty = (здесь пусто)
ladder-admin-log-row = { $time } · { $moderator } · { $action } { $target }: { $before } → { $after } · причина: { $reason }

## /settings moderator-role, /settings modlog
moderation-managers-only = Команда { $command } доступна только участникам с правом «Управлять сервером»: одна лишь роль модератора не может менять, кто модерирует и где записываются его действия. Ничего не изменено.
moderation-settings = { $role ->
        [some] роль модератора { $role_name }
       *[none] роли модератора нет (только «Управлять сервером»)
    }, { $channel ->
        [some] действия модераторов публикуются в { $channel_name }
       *[none] канала мод-лога нет
    }
moderation-saved = Сохранено: { $settings }.
moderation-log-changed = { $moderator } меняет настройки модерации: { $settings }.
