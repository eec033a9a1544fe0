package io.github.shogunsdk.core.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The core's architecture, checked on its compiled classes (tests excluded):
 * <ul>
 *   <li>its folders form no dependency cycle;</li>
 *   <li>the only public class outside {@code core.internal} is the provider, and the module
 *       exports no package, so applications cannot reach the engine's mutable board;</li>
 *   <li>nothing internal depends on the provider's package;</li>
 *   <li>the layers point one way: the bitboard levels ({@code board}, {@code movegen},
 *       {@code legality}) know nothing of games, records, the engine or rendering;</li>
 *   <li>only {@code convert} (and the services above it) turn boards into API positions.</li>
 * </ul>
 */
@AnalyzeClasses(packages = "io.github.shogunsdk.core", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchRule foldersAreFreeOfCycles = slices()
            .matching("io.github.shogunsdk.core.internal.(*)..")
            .should().beFreeOfCycles();

    @ArchTest
    static final ArchRule onlyTheProviderIsPublicOutsideInternal = classes()
            .that().arePublic()
            .and().resideOutsideOfPackage("io.github.shogunsdk.core.internal..")
            .should().haveFullyQualifiedName("io.github.shogunsdk.core.CoreProvider");

    @ArchTest
    static final ArchRule internalsDoNotUseTheProviderPackage = noClasses()
            .that().resideInAPackage("io.github.shogunsdk.core.internal..")
            .should().dependOnClassesThat().resideInAPackage("io.github.shogunsdk.core");

    @ArchTest
    static final ArchRule bitboardLevelsStayLow = noClasses()
            .that().resideInAnyPackage("..internal.board..", "..internal.movegen..", "..internal.legality..")
            .should().dependOnClassesThat().resideInAnyPackage("..internal.convert..", "..internal.energy..",
                    "..internal.rules..", "..internal.perft..", "..internal.notation..", "..internal.game..",
                    "..internal.engine..", "..internal.render..");

    @ArchTest
    static final ArchRule recordsTextKnowsNoGames = noClasses()
            .that().resideInAPackage("..internal.notation..")
            .should().dependOnClassesThat().resideInAnyPackage("..internal.game..", "..internal.engine..",
                    "..internal.board..");

    @ArchTest
    static final ArchRule theBoardKnowsNoApiValues = noClasses()
            .that().resideInAnyPackage("..internal.board..", "..internal.movegen..")
            .should().dependOnClassesThat().haveFullyQualifiedName("io.github.shogunsdk.api.Position");
}
