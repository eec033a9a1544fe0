package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.TerminalStyle;
import io.github.shogunsdk.api.internal.AsciiCase;
import io.github.shogunsdk.api.internal.MoveGrammar;
import io.github.shogunsdk.api.internal.Words;
import io.github.shogunsdk.api.spi.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code shogun play [--rules R] [--energy MODEL] [--vs human|engine] [--level depth=D|ms=T|nodes=N]
 * [--strength LEVEL|elo=E] [--engine-plays white|red] [--colour|--no-colour]}: a game for two people
 * at one terminal, or against the engine (at full strength, or at a level for people with
 * {@code --strength}; hints are always at full strength), which answers each move at once ({@code undo} then takes back the engine's
 * reply too; {@code hint} asks the engine for a move in any game). It reads one command per line from standard input and answers on standard
 * output: a move in move notation ({@code d1d3}, {@code d1-d3}, {@code D1xD3+}), {@code moves},
 * {@code undo}, {@code redo}, {@code board}, {@code save FILE [--force]}, {@code load FILE}, {@code help}
 * and {@code quit}; the end of the input also ends the session. A save is atomic ({@link AtomicFile}):
 * it replaces an existing regular file only with {@code --force}, never anything else, and never
 * follows a symbolic link. A line
 * of input longer than {@link LineReader#MAX_LINE_BYTES}, or an input longer than
 * {@link BoundedInput#MAX_BYTES}, ends the session with one error line and status 2.
 *
 * <p>The board ({@link io.github.shogunsdk.api.Renderer#terminal}, the last move marked) is shown
 * at the start and after every move, undo, redo and load, followed by the result sentence once the
 * game is over (such as {@code Red wins by checkmate}) or a line saying the side to move is in
 * check. The prompt names the side to move, {@code White> } or {@code Red> }, and is
 * {@code Game over> } once the game has ended; moves are then refused, while undo, redo, save, load
 * and quit still work.
 *
 * <p>Input that cannot be carried out (an illegal move, a move that is not move notation, an
 * unknown command, a file that cannot be read or a record that cannot be replayed) is answered
 * with one line on standard output, and the game goes on unchanged: the session is a dialogue, so
 * its messages stay in order with the boards. The session ends with status 0; only a bad command
 * line is an error (one line on standard error, status 2).
 *
 * <p>Colours: {@code --colour} and {@code --no-colour} decide; without either, the board is
 * coloured when the program runs in a terminal and the environment variable {@code NO_COLOR} is
 * unset or empty (see no-color.org).
 */
@Command(name = "play", header = "play a game in the terminal, against a person or the engine",
        description = {
            "An interactive game for two people taking turns at one terminal, or against the engine (--vs engine). "
                    + "Reads one command per line from standard input; shows the board at the start and after every "
                    + "move, undo, redo and load. Input that cannot be carried out gets a one-line answer and the game "
                    + "goes on unchanged."},
        footerHeading = "%nSession commands:%n",
        footer = PlayCommand.SESSION_COMMANDS)
final class PlayCommand extends CliCommand {

    private static final String COLOUR = "--colour";
    private static final String NO_COLOUR = "--no-colour";
    private static final String VS = "--vs";
    private static final String ENGINE_PLAYS = "--engine-plays";
    private static final String STRENGTH = "--strength";
    private static final int DEFAULT_PLAY_DEPTH = 4;
    /** After {@code save FILE}: replace the file if it exists. */
    private static final String FORCE = "--force";

    /** The session's own commands, one per line (picocli's %n), for the help of the command and of the session. */
    static final String SESSION_COMMANDS = "  <move>      play a move, such as d1d3, d1-d3 or D1xD3+%n"
            + "  moves       list the legal moves of the side to move%n"
            + "  hint        ask the engine for a move for the side to move%n"
            + "  undo        take back the last move%n"
            + "  redo        play again the move taken back%n"
            + "  board       show the board again%n"
            + "  save FILE   write the game to FILE as a record (SGN); an existing%n"
            + "              FILE is kept unless --force follows: save FILE --force%n"
            + "  load FILE   replace the game with the record (SGN) in FILE%n"
            + "  help        show this help%n"
            + "  quit        end the session (so does the end of the input)";

    /** The session's {@code help}. */
    static final String SESSION_HELP = "Commands:\n" + SESSION_COMMANDS.replace("%n", "\n") + "\n";

    @Option(names = RulesOption.NAME, paramLabel = RulesOption.LABEL, description = RulesOption.DESCRIPTION)
    String rules;

    @Option(names = EnergyOption.NAME, paramLabel = EnergyOption.LABEL,
            description = {EnergyOption.MAGNETIC_DEFAULT, EnergyOption.MODELS_2, EnergyOption.MODELS_3,
                EnergyOption.MODELS_4})
    String energy;

    @Option(names = VS, paramLabel = "human|engine",
            description = "human (two people take turns) or engine (default: human)")
    String vs;

    @Option(names = "--level", paramLabel = "depth=D|ms=T|nodes=N", description = "the engine's search limit, for --vs "
            + "engine and hint: depth=D (plies), ms=T (thinking time in milliseconds) or nodes=N (positions visited) "
            + "(default: depth=" + DEFAULT_PLAY_DEPTH + ")")
    String level;

    @Option(names = STRENGTH, paramLabel = StrengthOption.LABEL, description = "the engine's level with --vs engine, "
            + "weakened as a person is: " + StrengthOption.VALUES + "; a level looks no deeper than its own depth, "
            + "within the --level (default: full)")
    String strength;

    @Option(names = ENGINE_PLAYS, paramLabel = "white|red", description = "the engine's colour with --vs engine: white or red "
            + "(default: red)")
    String enginePlays;

    @Option(names = COLOUR, arity = "0", description = "colour the board with ANSI escape codes (default: only in a terminal, and "
            + "never when the NO_COLOR environment variable is set)")
    boolean colour;

    @Option(names = NO_COLOUR, arity = "0", description = "never colour the board")
    boolean noColour;

    @Mixin
    HelpOption help;

    @Override
    String extraArgumentHint() {
        return "it reads its commands from standard input; load a record with load FILE";
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) throws IOException {
        RuleSet ruleSet = RulesOption.parse(rules);
        EnergyModel model = EnergyOption.parse(energy, EnergyModel.magnetic());
        boolean coloured = colour();
        SearchLimits limits = level == null ? SearchLimits.ofDepth(DEFAULT_PLAY_DEPTH) : EngineLevel.parse(level);
        String opponentKind = vs == null ? "human" : vs;
        if (!opponentKind.equals("human") && !opponentKind.equals("engine")) {
            throw new UsageException("option " + VS + " takes human or engine, not "
                    + ShogunCommand.quoted(opponentKind));
        }
        Colour engineColour = engineColour(enginePlays == null ? "red" : enginePlays);
        if (opponentKind.equals("human") && enginePlays != null) {
            throw new UsageException("option " + ENGINE_PLAYS + " needs " + VS + " engine");
        }
        int elo = strength == null ? EngineOptions.MAX_STRENGTH_ELO : StrengthOption.elo(strength, "option " + STRENGTH);
        if (opponentKind.equals("human") && strength != null) {
            throw new UsageException("option " + STRENGTH + " needs " + VS + " engine");
        }
        Game game = Shogun.newGame(GameSetup.standard().withRuleSet(ruleSet).withEnergyModel(model));
        Optional<Colour> opponent = opponentKind.equals("engine") ? Optional.of(engineColour) : Optional.empty();
        new Session(game, in, out, err, coloured, new EngineSeat(limits, opponent, elo)).run();
    }

    private static Colour engineColour(String text) {
        Colour colour = Words.find(Colour.values(), text);
        if (colour == null) {
            throw new UsageException("option " + ENGINE_PLAYS + " takes white or red, not " + ShogunCommand.quoted(text));
        }
        return colour;
    }

    /**
     * The engine's place in a session: its search limits, the colour it plays when the session is
     * against the engine (empty when two people play; hints still use the engine), and its
     * strength limit as an opponent ({@link EngineOptions#MAX_STRENGTH_ELO}: full strength).
     */
    private record EngineSeat(SearchLimits limits, Optional<Colour> colour, int elo) {
    }

    private boolean colour() {
        if (colour && noColour) {
            throw new UsageException("options " + COLOUR + " and " + NO_COLOUR + " cannot both be given");
        }
        if (colour) {
            return true;
        }
        if (noColour) {
            return false;
        }
        String noColourVariable = System.getenv("NO_COLOR");
        return (noColourVariable == null || noColourVariable.isEmpty()) && Terminal.attached();
    }

    /** One interactive session: the game, the input and output, and the commands. */
    private static final class Session {

        private final LineReader in;
        /** The lines read so far, for the message about a line too long. */
        private int lineNumber;
        private final PrintStream out;
        /** For the note that other hard links keep a replaced file's old text. */
        private final PrintStream err;
        private final boolean colour;
        private final EngineSeat seat;
        private Game game;
        private Engine engine;
        /** The engine that plays against the person at a strength limit, or null. */
        private Engine opponent;

        Session(Game game, InputStream in, PrintStream out, PrintStream err, boolean colour, EngineSeat seat) {
            this.game = game;
            this.in = LineReader.standardInput(in);
            this.out = out;
            this.err = err;
            this.colour = colour;
            this.seat = seat;
        }

        void run() throws IOException {
            say("Shogun: " + game.setup().ruleSet() + " rules, " + game.setup().energyModel()
                    + " energies. Type a move such as d1d3, or help.");
            showBoard();
            engineMoves();
            while (true) {
                out.print(prompt());
                out.flush();
                String line;
                try {
                    line = in.readLine();
                } catch (IOException e) {
                    out.print("\n");
                    out.flush();
                    throw new IOException("line " + (lineNumber + 1) + ": " + ShogunCommand.oneLine(e), e);
                }
                lineNumber++;
                if (line == null) {
                    out.print("\n");
                    break;
                }
                if (!obey(line.strip())) {
                    break;
                }
            }
            out.flush();
        }

        private String prompt() {
            if (game.outcome().isOver()) {
                return "Game over> ";
            }
            String side = game.sideToMove().displayName();
            return Character.toUpperCase(side.charAt(0)) + side.substring(1) + "> ";
        }

        /** Carries out one line of input; returns false to end the session. */
        private boolean obey(String line) {
            if (line.isEmpty()) {
                return true;
            }
            String[] words = line.split("\\s+", 2);
            String command = AsciiCase.lower(words[0]);
            String argument = words.length > 1 ? words[1] : "";
            switch (command) {
                case "quit":
                case "exit":
                    return !noArgument(command, argument);
                case "help":
                    if (noArgument(command, argument)) {
                        out.print(SESSION_HELP);
                    }
                    return true;
                case "moves":
                    if (noArgument(command, argument)) {
                        moves();
                    }
                    return true;
                case "hint":
                    if (noArgument(command, argument)) {
                        hint();
                    }
                    return true;
                case "board":
                    if (noArgument(command, argument)) {
                        showBoard();
                    }
                    return true;
                case "undo":
                    if (noArgument(command, argument)) {
                        undo();
                    }
                    return true;
                case "redo":
                    if (noArgument(command, argument)) {
                        redo();
                    }
                    return true;
                case "save":
                    boolean force = argument.endsWith(" " + FORCE) || argument.equals(FORCE);
                    String file = force ? argument.substring(0, argument.length() - FORCE.length()).strip() : argument;
                    if (fileArgument(command, file)) {
                        save(file, force);
                    }
                    return true;
                case "load":
                    if (fileArgument(command, argument)) {
                        load(argument);
                    }
                    return true;
                default:
                    if (looksLikeMove(line)) {
                        play(line);
                    } else {
                        say("unknown command " + ShogunCommand.quoted(words[0]) + "; type help");
                    }
                    return true;
            }
        }

        /** A word starting with a square's file and rank, such as {@code d1d3} or {@code d9}, is meant as a move. */
        private static boolean looksLikeMove(String line) {
            return line.length() >= 2 && MoveGrammar.isFile(line.charAt(0)) && line.charAt(1) >= '0' && line.charAt(1) <= '9';
        }

        /** Tells whether a command that takes no argument got none, and says so if it got one. */
        private boolean noArgument(String command, String argument) {
            if (argument.isEmpty()) {
                return true;
            }
            say(command + " takes no argument; type help");
            return false;
        }

        /** Tells whether a command that takes a file name got one, and says so if not. */
        private boolean fileArgument(String command, String argument) {
            if (!argument.isEmpty()) {
                return true;
            }
            say(command + " needs a file name: " + command + " FILE");
            return false;
        }

        private void play(String text) {
            try {
                game.play(text);
            } catch (IllegalArgumentException e) {
                say(ShogunCommand.oneLine(e));
                return;
            }
            showBoard();
            engineMoves();
        }

        /** When playing against the engine and it is the engine's turn, the engine moves. */
        private void engineMoves() {
            if (seat.colour().isEmpty() || game.outcome().isOver() || game.sideToMove() != seat.colour().get()) {
                return;
            }
            Ply ply = game.play(opponent().search(game, seat.limits()).bestMove().orElseThrow());
            say("engine plays " + ply);
            showBoard();
        }

        private void hint() {
            if (game.outcome().isOver()) {
                say("no hint: the game is over: " + game.outcome());
                return;
            }
            SearchResult result = engine().search(game, seat.limits());
            Score value = result.score();
            String score = value.winIn().isPresent() ? "wins in " + value.winIn().getAsInt() + " plies"
                    : value.lossIn().isPresent() ? "loses in " + value.lossIn().getAsInt() + " plies"
                    : "score " + value.centipawns().getAsInt();
            say("hint: " + result.bestMove().orElseThrow() + " (" + score + ", depth " + result.depth() + ")");
        }

        /**
         * The opponent for the current game's rules and energies at the seat's strength, made when
         * first needed; the hint engine when that is full strength.
         */
        private Engine opponent() {
            if (seat.elo() == EngineOptions.MAX_STRENGTH_ELO) {
                return engine();
            }
            if (opponent == null || !opponent.setup().ruleSet().equals(game.setup().ruleSet())
                    || !opponent.setup().energyModel().equals(game.setup().energyModel())) {
                opponent = Shogun.newEngine(game.setup(), EngineOptions.defaults().withStrengthLimit(seat.elo()));
            }
            return opponent;
        }

        /** The engine for the current game's rules and energies, made when first needed. */
        private Engine engine() {
            if (engine == null || !engine.setup().ruleSet().equals(game.setup().ruleSet())
                    || !engine.setup().energyModel().equals(game.setup().energyModel())) {
                engine = Shogun.newEngine(game.setup());
            }
            return engine;
        }

        private void moves() {
            List<Move> moves = game.legalMoves();
            if (!moves.isEmpty()) {
                say(SquareList.spaceSeparated(moves));
            } else if (game.outcome().isOver()) {
                say("no legal moves: the game is over: " + game.outcome());
            } else {
                say("no legal moves");
            }
        }

        private void undo() {
            if (!game.canUndo()) {
                say("nothing to undo");
                return;
            }
            Ply ply = game.undo();
            say("took back " + ply);
            if (seat.colour().isPresent() && game.canUndo() && game.sideToMove() == seat.colour().get()) {
                say("took back " + game.undo());
            }
            showBoard();
        }

        private void redo() {
            if (!game.canRedo()) {
                say("nothing to redo");
                return;
            }
            Ply ply = game.redo();
            say("played again " + ply);
            if (seat.colour().isPresent() && game.canRedo() && game.sideToMove() == seat.colour().get()) {
                say("played again " + game.redo());
            }
            showBoard();
        }

        private void save(String file, boolean force) {
            try {
                RecordFile.write(file, game.toSgn(), force, err);
            } catch (IOException e) {
                say("cannot save to " + Messages.oneLine(file) + ": " + RecordFile.problem(e));
                return;
            }
            say("saved the game to " + Messages.oneLine(file));
        }

        private void load(String file) {
            Game loaded;
            try {
                loaded = Shogun.readGame(RecordFile.read(file));
            } catch (IOException e) {
                say("cannot load " + Messages.oneLine(file) + ": " + RecordFile.problem(e));
                return;
            } catch (IllegalArgumentException e) {
                say("cannot load " + Messages.oneLine(file) + ": " + ShogunCommand.oneLine(e));
                return;
            }
            game = loaded;
            int plies = game.history().size();
            say("loaded " + Messages.oneLine(file) + ": " + game.setup().ruleSet() + " rules, "
                    + game.setup().energyModel()
                    + " energies, " + plies + (plies == 1 ? " move" : " moves"));
            showBoard();
            engineMoves();
        }

        /** Shows the board with the last move marked, then the result or a check. */
        private void showBoard() {
            TerminalStyle style = TerminalStyle.plain().withColour(colour);
            Optional<Ply> last = game.lastPly();
            if (last.isPresent()) {
                style = style.withLastMove(last.get().move());
            }
            out.print("\n" + Shogun.renderer().terminal(game.position(), style));
            Outcome outcome = game.outcome();
            if (outcome.isOver()) {
                say(outcome.toString());
            } else if (game.isInCheck()) {
                String side = game.sideToMove().displayName();
                say(Character.toUpperCase(side.charAt(0)) + side.substring(1) + " is in check");
            }
        }

        /** Writes one line of the dialogue; control characters from any source stay escaped. */
        private void say(String line) {
            out.print(Messages.escapeControls(line) + "\n");
        }
    }
}
