<?xml version="1.0" encoding="UTF-8"?>
<!--
  Step 1 of the schematron pipeline (tests/ubl-tr/schematron.ts): replaces every sch:include by the
  element it points at (the whole document, or the element whose @id is the #fragment), as ISO
  Schematron defines it. It stands in for ISO's iso_dsdl_include.xsl, whose XPath well-formedness
  checks recurse once per character and overflow SaxonJS's stack on GİB's long code lists.
-->
<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:sch="http://purl.oclc.org/dsdl/schematron" exclude-result-prefixes="#all">
  <xsl:mode on-no-match="shallow-copy"/>

  <xsl:template match="sch:include">
    <xsl:variable name="file" select="substring-before(@href || '#', '#')"/>
    <xsl:variable name="fragment" select="substring-after(@href, '#')"/>
    <xsl:variable name="included" select="doc(resolve-uri($file, base-uri(.)))"/>
    <xsl:variable name="target" select="if ($fragment) then $included//*[@id = $fragment] else $included/*"/>
    <xsl:if test="count($target) ne 1">
      <xsl:message terminate="yes">sch:include <xsl:value-of select="@href"/> names no single element</xsl:message>
    </xsl:if>
    <xsl:apply-templates select="$target"/>
  </xsl:template>
</xsl:stylesheet>
