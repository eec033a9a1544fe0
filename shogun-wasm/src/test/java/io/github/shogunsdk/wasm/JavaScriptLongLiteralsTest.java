package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The build step that makes the JavaScript build's 64-bit literals constants: on small scripts in
 * the two forms TeaVM writes (minified and not), and on the package's builds, where no literal is
 * left to make anew. That the rewritten builds answer as the JVM does is {@link NodeAgreementTest}'s.
 */
class JavaScriptLongLiteralsTest {

    private static final String CREATE = "BigInt.asIntN(64,BigInt.asUintN(64,BigInt(lo))|BigInt.asUintN(64,BigInt(hi)<<BigInt(32)))";

    @Test
    void eachLiteralBecomesOneConstantDeclaredBesideLongCreate() {
        String script = "let a=1,Bt=(lo,hi)=>" + CREATE + ",f=x=>x&Bt(255,0)|Bt(0,1),g=x=>x^Bt(255,0)^Bt(-1,-1)^Bt(x,0);";
        assertEquals("let a=1,Bt=(lo,hi)=>" + CREATE + ",$long0=Bt(255,0),$long1=Bt(0,1),$long2=Bt(-1,-1)"
                + ",f=x=>x&$long0|$long1,g=x=>x^$long0^$long2^Bt(x,0);", JavaScriptLongLiterals.rewrite(script));
    }

    @Test
    void theUnminifiedFormIsRewrittenToo() {
        String script = "let Long_create = (lo, hi) => BigInt.asIntN(64, BigInt.asUintN(64, BigInt(lo)) | "
                + "BigInt.asUintN(64, BigInt(hi) << BigInt(32))),\nf = x => my_Long_create(1, 2) + Long_create(3, 4);";
        String rewritten = JavaScriptLongLiterals.rewrite(script);
        assertTrue(rewritten.contains("BigInt(32))),$long0=Long_create(3,4),\n"), rewritten);
        // Only calls of Long_create itself: another name that ends so is left alone.
        assertTrue(rewritten.endsWith("f = x => my_Long_create(1, 2) + $long0;"), rewritten);
    }

    @Test
    void aScriptWithoutLongCreateOrLiteralsOrWithTheNamesAlreadyIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> JavaScriptLongLiterals.rewrite("let f=x=>x;"));
        assertThrows(IllegalArgumentException.class, () -> JavaScriptLongLiterals.rewrite("let B=(lo,hi)=>" + CREATE + ";"));
        assertThrows(IllegalArgumentException.class,
                () -> JavaScriptLongLiterals.rewrite("let B=(lo,hi)=>" + CREATE + ",$long0=1,f=()=>B(1,2);"));
    }

    @Test
    void thePackagesJavaScriptBuildsMakeNoLiteralAnew() throws IOException {
        for (String file : new String[] {"shogun-fallback.js", "shogun-records-fallback.js"}) {
            String script = Files.readString(Path.of("target/npm", file));
            Matcher definition = Pattern.compile("([\\w$]+)=\\(lo,hi\\)=>BigInt\\.asIntN").matcher(script);
            assertTrue(definition.find(), file);
            String literal = "(?<![\\w$])" + Pattern.quote(definition.group(1)) + "\\(-?\\d+,-?\\d+\\)";
            assertTrue(script.contains("$long0="), file + " has no constant");
            // Once the constants' own declarations are set aside, no literal is made anew.
            String rest = script.replaceAll("\\$long\\d+=" + literal, "");
            Matcher left = Pattern.compile(literal).matcher(rest);
            assertFalse(left.find(), () -> file + " still makes a literal anew: " + left.group());
        }
    }
}
