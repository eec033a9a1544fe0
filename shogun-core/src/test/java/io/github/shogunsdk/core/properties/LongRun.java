package io.github.shogunsdk.core.properties;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * Marks a property that is a long run of random cases (thousands of games, stops or records): the
 * tries its {@code @Property(tries = …)} states are scaled by one setting, the system property
 * {@value #SETTING}, a percentage. Every build and CI run them all (100, the parent POM's
 * {@code shogun.tries.percent}); the quick profile runs a tenth (CONTRIBUTING.md), and a soak run
 * may ask for more ({@code -Dshogun.tries.percent=1000}).
 *
 * <p>Only marked properties are scaled: others keep their tries, because some check the spread of
 * what they generate, which needs every try.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@AddLifecycleHook(LongRun.Tries.class)
public @interface LongRun {

    /** The system property that holds the percentage of each long run's tries to run. */
    String SETTING = "shogun.tries.percent";

    /** Sets a marked property's tries from the ones it states and the setting. */
    final class Tries implements AroundPropertyHook {

        @Override
        public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
            int stated = context.attributes().tries().orElseThrow(() -> new IllegalStateException(
                    context.extendedLabel() + " is a long run but states no tries: give it @Property(tries = …)"));
            context.attributes().setTries(scaled(stated, System.getProperty(SETTING)));
            return property.execute();
        }

        /**
         * The tries to run.
         *
         * @param stated the tries the property states
         * @param percent the setting's text, or {@code null} when it is not set (then all of them)
         * @return {@code stated} times the percentage, rounded, and at least 1
         * @throws IllegalArgumentException when the setting is not a whole number from 1 to 100000
         */
        static int scaled(int stated, String percent) {
            if (percent == null) {
                return stated;
            }
            int value;
            try {
                value = Integer.parseInt(percent.strip());
            } catch (NumberFormatException e) {
                value = 0;
            }
            if (value < 1 || value > 100_000) {
                throw new IllegalArgumentException(SETTING + " is a percentage of each long run's tries, a whole number "
                        + "from 1 to 100000, not \"" + percent + "\"");
            }
            return (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.round(stated * (value / 100.0))));
        }
    }
}
