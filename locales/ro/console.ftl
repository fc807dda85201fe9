# Cuvintele consolei (`breaker play`).
console-private = (doar tu vezi asta) { $text }
console-board = Tabla: { $path }
console-file = Fișier: { $path }
console-notice = [notificare]
console-dm = (și în mesaj privat către @{ $name })
console-now = (acum este { $time })
console-thread-opened = [firul { $thread }] deschis pentru partida #{ $game }: mesajele ei poartă acest prefix; canalul primește începutul și rezultatul.
console-wait-needs-clock = `/wait` are nevoie de un ceas manual: pornește cu `breaker play --now 2027-01-05T12:00:00Z`.
