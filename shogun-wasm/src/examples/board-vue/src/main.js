// shogun-sdk/board in a Vue app built by Vite: a component that makes the board when mounted and
// destroys it when unmounted, written with render functions (Vue's runtime build, which needs no
// compiler in the page and no 'unsafe-eval'). The game stays a plain object (markRaw): a reactive
// proxy of it would gain nothing.
import { createApp, defineComponent, h, markRaw, onBeforeUnmount, onMounted, ref } from 'vue';
import { loadShogun } from 'shogun-sdk';
import { createBoard } from 'shogun-sdk/board';
import 'shogun-sdk/board.css';
import './app.css';

const ShogunBoard = defineComponent({
  props: { game: { type: Object, required: true } },
  emits: ['move'],
  setup(props, { emit }) {
    const element = ref(null);
    let board = null;
    onMounted(() => {
      board = createBoard(element.value, props.game, { onMove: (ply) => emit('move', ply) });
    });
    onBeforeUnmount(() => board?.destroy());
    return () => h('div', { ref: element, class: 'board' });
  },
});

const App = defineComponent({
  props: { shogun: { type: Object, required: true } },
  setup(props) {
    const game = markRaw(props.shogun.newGame());
    const moves = ref([]);
    return () => h('main', [
      h('h1', 'Shogun with Vue'),
      h(ShogunBoard, { game, onMove: (ply) => moves.value.push(ply.notation) }),
      h('ol', { id: 'moves' }, moves.value.map((move) => h('li', move))),
    ]);
  },
});

loadShogun().then((shogun) => createApp(App, { shogun: markRaw(shogun) }).mount('#app'));
