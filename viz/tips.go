package viz

// tipWriter is the Game as the scene list's tooltips see it (scenes.go,
// scenetip.go): the row under the pointer and its words. The panels'
// tooltip is screen.Tips, which reads the panels through tipBoard.
type tipWriter Game
