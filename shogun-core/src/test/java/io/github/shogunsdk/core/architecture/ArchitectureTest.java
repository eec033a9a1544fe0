package io.github.shogunsdk.core.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import io.github.shogunsdk.api.spi.ShogunProvider;
import io.github.shogunsdk.core.CoreProvider;
import io.github.shogunsdk.core.internal.engine.EvaluationTerms;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;

/**
 * The core's architecture, checked on its compiled classes (tests excluded):
 * <ul>
 *   <li>its folders form no dependency cycle;</li>
 *   <li>the only public class outside {@code core.internal} is the provider, and the module
 *       exports no package, so applications cannot reach the engine's mutable board;</li>
 *   <li>nothing internal depends on the provider's package;</li>
 *   <li>the layers point one way: the bitboard levels ({@code board}, {@code movegen},
 *       {@code legality}) know nothing of games, records, the engine or rendering;</li>
 *   <li>only {@code convert} (and the services above it) turn boards into API positions, and only
 *       {@code convert} reads positions' bitboards through the API's internal bridge
 *       ({@code io.github.shogunsdk.api.internal}, less the homes of the rules that every module
 *       shares: the move grammar, tags, comments, words and ASCII case): one place converts between
 *       API values and the core's board;</li>
 *   <li>the engine protocol's grammar ({@code internal.protocol}) knows words, not games: it uses no
 *       other part of the core, and in the core only the protocol's client ({@code internal.external})
 *       uses it; the command line's engine-protocol server uses it from {@code shogun-cli};</li>
 *   <li>a class under {@code core.internal} is public only when another package uses it;</li>
 *   <li>the module descriptor exports and opens no package.</li>
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

    @ArchTest
    static final ArchRule theProtocolGrammarKnowsWordsNotGames = classes()
            .that().resideInAPackage("..internal.protocol..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("io.github.shogunsdk.core.internal.protocol..",
                    "io.github.shogunsdk.api..", "java..");

    @ArchTest
    static final ArchRule onlyTheProtocolClientUsesItsGrammar = noClasses()
            .that().resideOutsideOfPackages("..internal.protocol..", "..internal.external..")
            .should().dependOnClassesThat().resideInAPackage("..internal.protocol..");

    /**
     * The one home of each rule that the game, the record reader and writer and the engine client
     * share with the API's own parsers and builders (docs/DESIGN.md, "One home per rule").
     */
    private static final Set<String> RULE_HOMES = Set.of("RecordChars", "RecordTags", "CommentText", "MoveGrammar",
            "Marks", "Words", "AsciiCase", "TablesForSetup");

    /** The bridge: the API's internal package, less the homes of the shared rules. */
    @ArchTest
    static final ArchRule onlyConvertUsesTheApisInternalBridge = noClasses()
            .that().resideOutsideOfPackage("..internal.convert..")
            .should().dependOnClassesThat(JavaClass.Predicates.resideInAPackage("io.github.shogunsdk.api.internal..")
                    .and(DescribedPredicate.describe("not a rule's home", (JavaClass c) -> !RULE_HOMES.contains(
                            c.getSimpleName()))));

    /** Internal classes public for the benchmarks module's tools alone (the evaluation tuner). */
    private static final Set<String> USED_BY_TOOLS = Set.of(EvaluationTerms.class.getName());

    @ArchTest
    static final ArchRule internalClassesArePublicOnlyWhenAnotherPackageUsesThem = classes()
            .that().arePublic()
            .and().resideInAPackage("io.github.shogunsdk.core.internal..")
            .should(new ArchCondition<JavaClass>("be used from another package") {
                @Override
                public void check(JavaClass type, ConditionEvents events) {
                    if (USED_BY_TOOLS.contains(type.getName())) {
                        return;
                    }
                    for (Dependency dependency : type.getDirectDependenciesToSelf()) {
                        if (!dependency.getOriginClass().getPackageName().equals(type.getPackageName())) {
                            return;
                        }
                    }
                    events.add(SimpleConditionEvent.violated(type, type.getName()
                            + " is public but used only inside its package: make it package-private"));
                }
            });

    /** Read from the compiled descriptor, as the module system reads it. */
    @ArchTest
    static void theModuleExportsAndOpensNoPackage(JavaClasses classes) throws IOException, URISyntaxException {
        ModuleDescriptor module = coreDescriptor();
        assertEquals("io.github.shogunsdk.core", module.name());
        assertEquals(Set.of(), module.exports());
        assertEquals(Set.of(), module.opens());
        assertFalse(module.isOpen());
        assertEquals(Set.of(ModuleDescriptor.Provides.class.getSimpleName() + ": " + ShogunProvider.class.getName()
                + " with " + CoreProvider.class.getName()), describe(module.provides()));
    }

    private static Set<String> describe(Set<ModuleDescriptor.Provides> provides) {
        Set<String> described = new TreeSet<>();
        for (ModuleDescriptor.Provides provide : provides) {
            described.add(ModuleDescriptor.Provides.class.getSimpleName() + ": " + provide.service() + " with "
                    + String.join(", ", provide.providers()));
        }
        return described;
    }

    /** The core's {@code module-info.class}, from its classes folder or jar. */
    private static ModuleDescriptor coreDescriptor() throws IOException, URISyntaxException {
        Path location = Path.of(CoreProvider.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (Files.isDirectory(location)) {
            try (InputStream in = Files.newInputStream(location.resolve("module-info.class"))) {
                return ModuleDescriptor.read(in);
            }
        }
        try (JarFile jar = new JarFile(location.toFile());
                InputStream in = jar.getInputStream(jar.getEntry("module-info.class"))) {
            return ModuleDescriptor.read(in);
        }
    }
}
