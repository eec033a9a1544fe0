// shogun-sdk/board in a React app built by Vite (no plugin needed): the board is made once the
// element exists and destroyed with the component; the moves played are React state.
import React, { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadShogun } from 'shogun-sdk';
import { createBoard } from 'shogun-sdk/board';
import 'shogun-sdk/board.css';
import './app.css';

function Board({ game, onMove }) {
  const element = useRef(null);
  useEffect(() => {
    const board = createBoard(element.current, game, { onMove });
    return () => board.destroy();
  }, [game, onMove]);
  return <div ref={element} className="board" />;
}

function App({ shogun }) {
  const [game] = useState(() => shogun.newGame());
  const [moves, setMoves] = useState([]);
  const [onMove] = useState(() => (ply) => setMoves((played) => [...played, ply.notation]));
  return (
    <main>
      <h1>Shogun with React</h1>
      <Board game={game} onMove={onMove} />
      <ol id="moves">{moves.map((move, i) => <li key={i}>{move}</li>)}</ol>
    </main>
  );
}

loadShogun().then((shogun) => {
  createRoot(document.getElementById('root')).render(<App shogun={shogun} />);
});
