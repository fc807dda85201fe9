# Cuvintele pe care Breaker le scrie singur în imagini și în diagramele text.
# Etichetele de lângă nume nu sunt mai lungi decât cele englezești (altfel numele se taie).
# { $side } e forma de bază a culorii („Albele”), deci stă la început de propoziție.
render-tag-to-move = mută
render-tag-wins = câștigă
render-tag-away = pauză
render-tag-and-away = { $tag } · pauză
render-score-title = SCOR
render-may-replace = { $side } pot înlocui o piatră în această tură
render-no-replacement = Nicio înlocuire posibilă în această tură
render-final-score = Scor final: albele { $white } · negrele { $black }
render-last-placed = Ultima:
render-diagram-last-move = Ultima mutare: { $move }
render-diagram-to-move = { $side } la mutare.
render-diagram-wins = { $side } câștigă.
render-diagram-draw = Partidă încheiată: remiză.
render-diagram-score = Scor: albele { $white }, negrele { $black } (record { $record } din { $size })
render-diagram-may-replace = { $side } pot înlocui o piatră în această tură.
render-graph-chance = Șansa de câștig a albelor
render-graph-moves = mutare
render-chart-games = partide cu rating (zona umbrită: rating ± 2 deviații)
